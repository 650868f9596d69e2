/**
 * Code in an operation's content (response examples, code in descriptions): highlighted in a tab panel that
 * is shown, plain text in one that is hidden until its panel is shown. Highlighted JSON is about one element
 * per token, and every response example starts hidden, so the page's HTML stays small for readers who never
 * choose an Example tab (nor can, without script).
 */
import type {ReactNode} from 'react';
import Highlighted from '@theme/CodeBlock/Highlighted';
import type {Props} from '@theme/CodeBlock';
import {useInHiddenPanel} from '@site/src/components/LinkedTabs';

export default function PanelCode(props: Props): ReactNode {
  const hidden = useInHiddenPanel();
  if (hidden && typeof props.children === 'string') {
    return (
      <pre tabIndex={0} className={props.language ? `language-${props.language}` : undefined}>
        <code>{props.children}</code>
      </pre>
    );
  }
  return <Highlighted {...props} />;
}
