/**
 * Prefetch on intent: Docusaurus prefetches every internal link's code as soon as it scrolls into view,
 * and an article's sidebar, table of contents and navbar would fetch the code of twenty other pages. Here
 * a link's page is preloaded only when the pointer rests on it or a finger touches it.
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
