/**
 * Keeps the API reference's chunks off the other pages.
 *
 * Docusaurus prefetches the code of every internal link as soon as it scrolls into view. The navbar
 * links to the API reference from every page, so every page would download the API item and start
 * page in the background. This client module (a few hundred bytes in the main bundle) lets other
 * pages skip prefetching API routes; API pages still prefetch one another, and hovering or focusing
 * a link to the reference still preloads it just before it is opened.
 */
import globalData from '@generated/globalData';
import type {ClientModule} from '@docusaurus/types';
import type {ApiThemeGlobalData} from '../index';
import {guardPrefetch} from './prefetch-guard';

const themeData = globalData['vidcove-api-theme']?.default as ApiThemeGlobalData | undefined;
const routeBase = `/${themeData?.routeBasePath ?? 'api'}`;

let installed = false;

const clientModule: ClientModule = {
  // Runs after the first render, before any link's visibility callback can ask for a prefetch.
  onRouteDidUpdate() {
    if (installed || typeof window === 'undefined' || !window.docusaurus) return;
    installed = true;
    window.docusaurus = guardPrefetch(window.docusaurus, routeBase, () => window.location.pathname);
  },
};

export default clientModule;
