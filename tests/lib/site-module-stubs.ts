/**
 * Modules that exist only inside the site (Docusaurus's Link, the theme's CodeBlock), replaced with
 * plain stand-ins so that components render in unit tests.
 */
import nodeModule from 'node:module';

const STUBS: Record<string, string> = {
  '@docusaurus/Link': require.resolve('./link-stub'),
  '@theme/CodeBlock': require.resolve('./code-block-stub'),
};

/** Resolves the site-only modules to their stand-ins from now on. */
export function stubSiteModules(): void {
  const moduleLoader = nodeModule as unknown as {_resolveFilename: (request: string, ...rest: unknown[]) => string};
  const resolveFilename = moduleLoader._resolveFilename;
  moduleLoader._resolveFilename = function (request: string, ...rest: unknown[]) {
    return STUBS[request] ?? resolveFilename.call(this, request, ...rest);
  };
}
