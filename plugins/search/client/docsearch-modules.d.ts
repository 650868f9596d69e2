// DocSearch's stylesheet entry point has no type declarations; it is imported only for its CSS.
declare module '@docsearch/react/style';
