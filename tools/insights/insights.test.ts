/** `npm run insights` turns readers' answers and missed searches into a report writers act on. */
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {writeInsights} from './insights';

const FIXTURES = path.join(__dirname, 'fixtures');
const out = mkdtempSync(path.join(tmpdir(), 'insights-'));
after(() => rmSync(out, {recursive: true, force: true}));

describe('npm run insights on a fixture of answers and missed searches', () => {
  const report = path.join(out, 'reports', 'insights.md');
  const summary = writeInsights({
    feedback: path.join(FIXTURES, 'feedback.jsonl'),
    searches: path.join(FIXTURES, 'missed-searches.jsonl'),
    report,
  });
  const markdown = readFileSync(report, 'utf8');

  test('prints a summary: counts, the page with most "no", the most frequent missed search', () => {
    assert.deepEqual(summary.slice(0, 3), [
      '5 answers on 2 pages (2 unreadable lines skipped); 3 searches found nothing (2 different).',
      'Most "no": /embedding-media/wordpress (2 no, 1 yes).',
      'Most frequent missed search: "wordpress classic editor" (2).',
    ]);
  });

  test('ranks pages by "no", with yes/no counts, reasons and comments newest first', () => {
    assert.match(
      markdown,
      /\| \/embedding-media\/wordpress \| 2 \| 1 \|\n\| \/managing-media\/using-the-caption-editor\/ \| 1 \| 1 \|/,
    );
    const section = markdown.slice(markdown.indexOf('### /embedding-media/wordpress'));
    assert.match(
      section,
      /Yes: 1\. No: 2\.\n\nReasons: (Missing information \(1\), Incorrect \(1\)|Incorrect \(1\), Missing information \(1\)), Accurate \(1\)\./,
    );
    const newer = section.indexOf('2026-11-03, no: The \\<script\\> step');
    const older = section.indexOf('2026-11-02, no: Nothing about the classic editor');
    assert.ok(newer > 0 && older > newer, 'newest comment first');
    assert.doesNotMatch(markdown, /<script>|<b>/, 'readers’ markup stays text');
  });

  test('lists missed searches by frequency, with a suggested page when one is near', () => {
    assert.match(markdown, /\| wordpress classic editor \| 2 \| \/embedding-media\/wordpress \|/);
    assert.match(markdown, /\| zzqx \| 1 \| none near \|/);
  });
});
