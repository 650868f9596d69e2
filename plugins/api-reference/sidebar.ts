/**
 * apiSidebar, the API reference's sidebar at /api (the docs instance's `sidebarPath`, ./options.ts): the
 * start page generated from the document's info section, the hand-written overview, then the generated
 * operation pages grouped by tag (./generate/sidebar.ts).
 */
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {loadGeneratedApiSidebar} from './generate/sidebar';
import {apiDocsPath} from './options';

const sidebars: SidebarsConfig = {
  apiSidebar: loadGeneratedApiSidebar(path.resolve(__dirname, '..', '..'), apiDocsPath),
};

export default sidebars;
