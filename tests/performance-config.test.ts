import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {describe, test} from 'node:test';
import {performanceOptions} from '../config/performance';

const root = path.resolve(__dirname, '..');
const stylesheets = execFileSync('git', ['ls-files', '*.css'], {cwd: root, encoding: 'utf8'})
  .split('\n')
  .filter((file) => /^(src|plugins)\//.test(file))
  .map((file) => path.join(root, file));
const features = performanceOptions.chunkStylesheets.flatMap((sheet) => ('files' in sheet ? [sheet] : []));
const featureOf = (file: string) => features.filter(({files}) => files.test(file)).map(({chunk}) => chunk);

describe('feature stylesheets (config/performance.ts)', () => {
  test('each feature takes at least one of the site’s stylesheets, and no stylesheet is in two', () => {
    for (const {chunk} of features)
      assert.ok(
        stylesheets.some((file) => featureOf(file).includes(chunk)),
        chunk,
      );
    for (const file of stylesheets) assert.ok(featureOf(file).length <= 1, `${file}: ${featureOf(file).join(', ')}`);
  });

  test('what every page renders stays site-wide: layout, embed feed layout, area cards, custom CSS', () => {
    for (const file of [
      'src/css/custom.css',
      'plugins/release-notes/theme/ReleaseNotes/EmbedLayout/styles.module.css',
      'src/components/AreaCards/styles.module.css',
      'src/theme/NotFound/Content/styles.module.css',
      'plugins/search/theme/SearchBar/styles.css',
    ]) {
      assert.deepEqual(featureOf(path.join(root, file)), [], file);
    }
  });

  test('the stock blog theme’s styles go with the release notes, on any OS’s paths', () => {
    const author = 'node_modules/@docusaurus/theme-classic/lib/theme/Blog/Components/Author/styles.module.css';
    assert.deepEqual(featureOf(path.join(root, author)), ['release-notes']);
    assert.deepEqual(featureOf(`C:\\site\\${author.replaceAll('/', '\\')}`), ['release-notes']);
    assert.deepEqual(featureOf(path.join(root, 'src/pages/index.module.css')), ['home']);
  });
});
