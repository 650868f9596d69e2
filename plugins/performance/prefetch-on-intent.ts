/**
 * Prefetch on intent. Docusaurus prefetches the code of every internal link as soon as it scrolls
 * into view; a help article shows its section's sidebar, the table of contents, related articles and
 * the navbar, so a single visit would download the code of twenty other pages. Here links in view
 * are not prefetched; Docusaurus still preloads a link's page when the pointer rests on it or a
 * finger touches it, just before it is opened.
 */
import type {ClientModule} from '@docusaurus/types';
import {withoutViewportPrefetch} from './prefetch-policy';

let installed = false;

const clientModule: ClientModule = {
  // Runs after the first render, before any link's visibility callback can ask for a prefetch.
  onRouteDidUpdate() {
    if (installed || typeof window === 'undefined' || !window.docusaurus) return;
    installed = true;
    window.docusaurus = withoutViewportPrefetch(window.docusaurus);
  },
};

export default clientModule;
