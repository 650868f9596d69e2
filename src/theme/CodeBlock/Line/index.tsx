// Ejected (a wrapper cannot change the element): the stock line is a <div> inside <pre><code>, which only allow phrasing content; this one is a <span> shown as a block, otherwise the same.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';
// The stock line's styles: line numbers, and the global highlighted-line rule.
import stockStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import styles from './styles.module.css';

type Token = Props['line'][number];

/** A line that is only '\n' renders empty: the <br /> after it already ends the line. */
function withoutLoneLineBreak(line: Token[]): Token[] {
  return line.length === 1 && line[0]!.content === '\n' ? [{...line[0]!, content: ''}] : line;
}

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = withoutLoneLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, showLineNumbers ? stockStyles.codeLine : styles.line),
  });
  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={stockStyles.codeLineNumber} />
          <span className={stockStyles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      {/* Keeps an empty line from collapsing, as in the stock line. */}
      <br />
    </span>
  );
}
