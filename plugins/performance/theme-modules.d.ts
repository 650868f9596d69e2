/** The doc descriptions the plugin writes (doc-descriptions.ts), read by client/doc-descriptions.ts. */
declare module '@generated/vidcove-performance/default/doc-descriptions.json' {
  const descriptions: Record<string, Record<string, string>>;
  export default descriptions;
}
