import type {StatusPluginOptions} from '../plugins/status/options';
import {product} from '../src/data/product';

/**
 * The status page (plugins/status). The committed snapshot is the default source, so the page is
 * static and works offline. A live feed comes from `product.statusFeedUrl`, or from the
 * STATUS_FEED_URL environment variable at build time (set it empty to turn a product URL off).
 */
export const status = {
  summaryPath: 'plugins/status/data/summary.json',
  historyPath: 'plugins/status/data/history.json',
  feedUrl: process.env.STATUS_FEED_URL ?? product.statusFeedUrl,
  routePath: '/status/',
} satisfies StatusPluginOptions;
