// The theme's code block, with Prism's extra languages registered first.
import '../../prism-languages';
// A plugin's theme wraps the first theme's component with @theme-init (@theme-original would be this one).
import CodeBlock from '@theme-init/CodeBlock';
import type {Props} from '@theme/CodeBlock';

export default function Highlighted(props: Props) {
  return <CodeBlock {...props} />;
}
