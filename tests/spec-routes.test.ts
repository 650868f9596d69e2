/**
 * The routes the specification spells out (site-spec.md, "Documentation pages", "Developer samples" and the
 * redirect targets) are served by a doc with exactly that route. Other routes come from each doc's path; this
 * list holds only what the specification fixes, so a renamed file cannot silently move a required page.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {product} from '../src/data/product';
import {docRoutes} from './lib/routes';

const {slug} = product;

const SPEC_ROUTES: readonly string[] = [
  `/getting-started/accessing-${slug}`,
  `/getting-started/${slug}-glossary/`,
  '/frequently-asked-questions/',
  ...['introducing-your-library', 'searching-your-media', 'uploading-your-media/'].map((page) => `/library/${page}`),
  ...['api', 'box', 'dropbox', 'google-drive', 'onedrive', 's3', 'web', 'zoom'].map(
    (page) => `/library/importing-from-other-systems/${page}`,
  ),
  ...['audience-controls', 'customising', 'managing-media', 'overview', 'sections', 'sharing'].map(
    (page) => `/channels/${page}`,
  ),
  ...[
    'confluence',
    'h5p',
    'moodle',
    'oembed',
    'overview/',
    'responsive-embeds',
    'rise-360',
    'sharepoint',
    'tinymce',
    'wordpress',
    'zendesk/',
  ].map((page) => `/embedding-media/${page}`),
  ...['events-overview', 'setting-up-your-event', 'running-your-event', 'styling-elements'].map(
    (page) => `/managing-events/${page}`,
  ),
  ...[
    'chapters',
    'make-your-media-accessible',
    'organize-with-tags',
    'overlays/',
    'sharing-simple-links/',
    'thumbnails',
    'using-the-caption-editor/',
  ].map((page) => `/managing-media/${page}`),
  ...['setting-up-restriction-profiles/', 'setting-up-sso-for-your-users', 'user-management/'].map(
    (page) => `/managing-your-account/${page}`,
  ),
  ...[
    'adding-media',
    'creating-a-site',
    'customizing-site-appearance',
    'editing-widgets',
    'registrations',
    'publishing-and-viewing-your-site',
  ].map((page) => `/building-a-site/${page}`),
  ...[
    'api-embeds',
    'chapter-kc',
    'iframe',
    'iframe-16-9',
    'random-features',
    'restrictions',
    'script',
    'start-times',
  ].map((page) => `/samples/dev/${page}`),
];

test('every route the specification spells is a routed doc', () => {
  const routed = new Set(
    docRoutes()
      .filter((entry) => !entry.draft)
      .map((entry) => entry.route),
  );
  assert.deepEqual(
    SPEC_ROUTES.filter((route) => !routed.has(route)),
    [],
  );
});

test('the specification’s three drafts exist and are not routed', () => {
  assert.equal(docRoutes().filter((entry) => entry.draft).length, 3);
});

test('the legacy player API page is unlisted, and some FAQs are', () => {
  const unlisted = docRoutes().filter((entry) => entry.unlisted);
  assert.ok(unlisted.some((entry) => entry.route === '/media-players/legacy-player-api'));
  assert.ok(unlisted.some((entry) => entry.route.startsWith('/frequently-asked-questions/')));
});
