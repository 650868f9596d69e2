import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';

type Redirect = {from: string | string[]; to: string};

/**
 * Old help-centre paths and where their articles live now. Each content area adds its own list;
 * `tests/redirects.test.ts` and `e2e/redirects.spec.ts` check every entry.
 */
export const redirects: Redirect[] = [];

export const clientRedirects = {redirects} satisfies RedirectOptions;
