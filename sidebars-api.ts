import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiDocsPath} from './config/api';
import {loadGeneratedApiSidebar} from './plugins/api-reference/generate/sidebar';

/**
 * apiSidebar: the API reference at /api. The start page generated from the document's info section,
 * the hand-written overview, then the generated operation pages grouped by tag.
 */
const sidebars: SidebarsConfig = {
  apiSidebar: loadGeneratedApiSidebar(__dirname, apiDocsPath),
};

export default sidebars;
