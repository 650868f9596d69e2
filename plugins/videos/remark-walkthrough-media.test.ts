import assert from 'node:assert/strict';
import {test} from 'node:test';
import {videoSummary, walkthroughMedia} from './media';
import remarkWalkthroughMedia, {MEDIA_ATTRIBUTE, VIDEOS_ATTRIBUTE} from './remark-walkthrough-media';

/** The props the compiled article passes to Walkthrough, read back from MDX's output. */
async function compiledProps(source: string, component = 'Walkthrough'): Promise<Record<string, string>> {
  // @mdx-js/mdx is ESM-only: load it with a real dynamic import.
  const mdx = await import('@mdx-js/mdx');
  const code = String(await mdx.compile(source, {remarkPlugins: [remarkWalkthroughMedia]}));
  const call = new RegExp(`_jsx\\(${component}, (\\{[\\s\\S]*?\\})\\)`).exec(code);
  assert.ok(call, `the article renders ${component}`);
  return new Function(`return ${call[1]}`)() as Record<string, string>;
}

const [first, second] = walkthroughMedia;

test('an article’s walkthrough gets its own video’s title, duration and chapters, and no other video’s', async () => {
  const props = await compiledProps(`## Sign in\n\n<Walkthrough id="${first!.id}" />\n`);
  assert.equal(props.id, first!.id);
  assert.deepEqual(JSON.parse(props[MEDIA_ATTRIBUTE]!), {
    id: first!.id,
    title: first!.title,
    duration: first!.duration,
    chapters: first!.chapters,
  });
  assert.ok(!props[MEDIA_ATTRIBUTE]!.includes(second!.chapters[0]!.text), 'no other video’s chapters');
});

test('an unknown walkthrough, or an id that is not plain text, stops the build with what to do', async () => {
  await assert.rejects(compiledProps('<Walkthrough id="no-such-video" />'), /no such walkthrough with media/);
  await assert.rejects(compiledProps('<Walkthrough id={"x"} />'), /needs its id as a plain string/);
});

test('an area’s landing gets its area’s videos as its row of posters shows them, without their chapters', async () => {
  const area = first!.area;
  const props = await compiledProps(`<WatchAndLearn area="${area}" />`, 'WatchAndLearn');
  const expected = walkthroughMedia.filter((video) => video.area === area).map(videoSummary);
  assert.ok(expected.length > 0);
  assert.deepEqual(JSON.parse(props[VIDEOS_ATTRIBUTE]!), expected);
  assert.ok(!props[VIDEOS_ATTRIBUTE]!.includes(first!.chapters[0]!.text), 'no chapters');
  await assert.rejects(
    compiledProps('<WatchAndLearn area="no-such-area" />', 'WatchAndLearn'),
    /no walkthrough video belongs to that area/,
  );
});
