// Ejected (a wrapper cannot change the element): the stock line is a <div> inside <pre><code>, which allow only phrasing content; this one is a <span> shown as a block, otherwise the same.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';
import {codeLineStyles as stock} from '@site/src/internals/theme-classic';
import styles from './styles.module.css';

export default function CodeBlockLine({
  line: tokens,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  // A line that is only '\n' renders empty: the <br /> after it already ends the line.
  const line = tokens.length === 1 && tokens[0]!.content === '\n' ? [{...tokens[0]!, content: ''}] : tokens;
  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return <LineToken key={key} {...tokenProps} line={line} token={token} />;
  });
  return (
    <span {...getLineProps({line, className: clsx(classNames, showLineNumbers ? stock.codeLine : styles.line)})}>
      {showLineNumbers ? (
        <>
          <span className={stock.codeLineNumber} />
          <span className={stock.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      {/* Keeps an empty line from collapsing, as in the stock line. */}
      <br />
    </span>
  );
}
