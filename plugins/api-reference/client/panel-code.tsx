/**
 * Code in an operation's content (response examples, code in descriptions). In a tab panel that is
 * shown, the highlighted code block; in one that is hidden, the code as plain text, highlighted when its
 * panel is shown. Every response example starts hidden (a response's Schema tab is the one shown first,
 * and only one status code's panel is), and highlighted JSON is about one element per token: on
 * `/api/media-list` its ten examples were 1,220 of the page's 2,724 elements and 57 KB of its HTML, none of
 * which a reader sees before choosing an Example tab. A reader without script cannot choose one either.
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
