/**
 * What an operation page's content needs to run in the browser: the openapi theme's parameter, body
 * and response components (with their Markdown renderer, schema views and tabs) and the providers they
 * read from. One chunk, loaded when the reader reaches for the content (./static-content.tsx); the
 * server renders the same components into the page's HTML, which reads without it.
 */
import OperationTabsInit from '@theme-init/OperationTabs';
import {withLinkedPanels} from '@site/src/components/LinkedTabs';

export {default as ParamsDetails} from '@theme-init/ParamsDetails';
export {default as RequestSchema} from '@theme-init/RequestSchema';
export {default as StatusCodes} from '@theme-init/StatusCodes';
export {default as LiveProviders} from './providers';
// Each tab names its panel and each panel its tab (src/components/LinkedTabs).
export const OperationTabs = withLinkedPanels(OperationTabsInit);
