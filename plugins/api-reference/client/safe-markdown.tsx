/**
 * The OpenAPI document's Markdown (descriptions, enum values, summaries), rendered without raw HTML:
 * react-markdown's safe defaults drop HTML and neutralise `javascript:` links, since the document may
 * come from another host (../theme/Markdown uses it in place of the openapi theme's renderer).
 */
import type {ComponentType, ReactNode} from 'react';
import ReactMarkdown, {type Components} from 'react-markdown';
import remarkGfm from 'remark-gfm';

export interface CodeProps {
  readonly className?: string;
  readonly language: string;
  readonly children: string;
}

function markdownComponents(Code: ComponentType<CodeProps>): Components {
  return {
    // As the openapi theme: a fenced block with a language is a code block, the rest inline code.
    pre: ({children}) => <div>{children}</div>,
    code({className, children}) {
      const language = /language-(\w+)/.exec(className ?? '')?.[1];
      if (!language) return <code className={className}>{children}</code>;
      return (
        <Code className={className} language={language}>
          {String(children).replace(/\n$/, '')}
        </Code>
      );
    },
  };
}

export default function SafeMarkdown({children, Code}: {children?: string; Code: ComponentType<CodeProps>}): ReactNode {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={markdownComponents(Code)}>
      {children}
    </ReactMarkdown>
  );
}
