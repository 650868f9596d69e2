/** The doc descriptions the plugin writes (doc-descriptions.ts), read by client/doc-descriptions.ts. */
declare module '@generated/vidcove-performance/default/doc-descriptions.json' {
  const descriptions: Record<string, Record<string, string>>;
  export default descriptions;
}

/** The highlighted code block (theme/CodeBlock/Highlighted.tsx), for other features that render code at once. */
declare module '@theme/CodeBlock/Highlighted' {
  import type {ReactNode} from 'react';
  import type {Props} from '@theme/CodeBlock';
  export default function Highlighted(props: Props): ReactNode;
}
