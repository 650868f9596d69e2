// The theme's code block, with Prism's extra languages registered first (src/prism).
import '@site/src/prism/register-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';

export default function Highlighted(props: Props) {
  return <CodeBlock {...props} />;
}
