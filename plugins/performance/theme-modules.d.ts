/** The doc titles and descriptions the plugin writes (doc-descriptions.ts), read by client/doc-descriptions.ts. */
declare module '@generated/vidcove-performance/default/doc-summaries.json' {
  const summaries: Record<string, Record<string, {title: string; description?: string}>>;
  export default summaries;
}

/** The highlighted code block (theme/CodeBlock/Highlighted.tsx), for other features that render code at once. */
declare module '@theme/CodeBlock/Highlighted' {
  import type {ReactNode} from 'react';
  import type {Props} from '@theme/CodeBlock';
  export default function Highlighted(props: Props): ReactNode;
}
