import type {PageActionsOptions} from '../plugins/page-actions';
import {DEFAULT_FEEDBACK_PATH} from '../plugins/page-actions/feedback-contract';

/**
 * Copy page, View as Markdown and "Was this page helpful?" on help articles, FAQs and developer samples
 * (plugins/page-actions). Answers go to the project's server (tools/server/feedback.ts) unless
 * FEEDBACK_ENDPOINT names another endpoint at build time, such as a form service's URL; set it empty to
 * leave the question out. SITE_VERSION overrides the version sent with each answer.
 */
export const pageActions = {
  docsPluginIds: ['default'],
  feedbackEndpoint: process.env.FEEDBACK_ENDPOINT ?? DEFAULT_FEEDBACK_PATH,
  ...(process.env.SITE_VERSION ? {siteVersion: process.env.SITE_VERSION} : {}),
} satisfies PageActionsOptions;
