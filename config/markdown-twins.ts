import type {MarkdownTwinsOptions} from '../plugins/markdown-twins';
import {docSections, faqSection, samplesSection} from '../src/data/areas';
import {product, tagline} from '../src/data/product';
import {apiDocsPluginId, specPath} from './api';

/**
 * Markdown twins and llms.txt (plugins/markdown-twins): one llms.txt section per docs section of
 * src/data/areas.ts, then the FAQs, the developer samples, the API reference and the release notes.
 */
export const markdownTwins = {
  summary:
    `The public documentation of ${product.name}, the video hosting and streaming platform: help articles, ` +
    `FAQs, developer samples, the REST API reference and release notes. ${tagline} Every page listed here ` +
    'is plain Markdown; the same page as HTML is at the same address without `.md`.',
  sections: [
    ...[...docSections, faqSection, samplesSection].map(({dir, label}) => ({
      title: label,
      docsPluginId: 'default',
      dir,
    })),
    {title: 'REST API reference', docsPluginId: apiDocsPluginId},
    {title: 'Release notes', blogPluginId: 'default'},
  ],
  api: {docsPluginId: apiDocsPluginId, specPath, apiKeyVariable: `${product.slug.toUpperCase()}_API_KEY`},
} satisfies MarkdownTwinsOptions;
