/**
 * Videos' data given to an article when it is compiled (a remark plugin for the docs, set in
 * config/content.ts), so that it bundles only what it shows, not every video's data: `<Walkthrough id>`
 * gets `media`, that video's title, duration and chapters, and `<WatchAndLearn area>` gets `videos`, that
 * area's videos as its row of posters shows them (both as JSON).
 */
import {findWalkthrough, videoSummary, walkthroughMedia, type WalkthroughMedia} from './media';

/** The attributes that carry the videos' data. */
export const MEDIA_ATTRIBUTE = 'media';
export const VIDEOS_ATTRIBUTE = 'videos';

/** What the player in the article reads of its video. */
export type ArticleWalkthrough = Pick<WalkthroughMedia, 'id' | 'title' | 'duration' | 'chapters'>;

/** mdast with the MDX JSX extensions, as far as this plugin reads it. */
interface Node {
  type: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
}

type Attributes = NonNullable<Node['attributes']>;

/** The value of the plain-string attribute `name`, or an error saying the component needs one. */
function stringAttribute(node: Node, name: string, where: string): string {
  const value = node.attributes?.find(
    (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name,
  )?.value;
  if (typeof value !== 'string')
    throw new Error(`${where}: <${node.name}> needs its ${name} as a plain string: ${name}="…"`);
  return value;
}

function setAttribute(node: Node, name: string, value: unknown): void {
  const attributes: Attributes = (node.attributes ?? []).filter((attribute) => attribute.name !== name);
  node.attributes = [...attributes, {type: 'mdxJsxAttribute', name, value: JSON.stringify(value)}];
}

function addMedia(node: Node, where: string): void {
  const id = stringAttribute(node, 'id', where);
  const walkthrough = findWalkthrough(id);
  if (!walkthrough) {
    throw new Error(
      `${where}: <Walkthrough id="${id}">: no such walkthrough with media; add it to plugins/videos/walkthroughs.ts and run \`npm run videos\`.`,
    );
  }
  const {title, duration, chapters} = walkthrough;
  setAttribute(node, MEDIA_ATTRIBUTE, {id, title, duration, chapters} satisfies ArticleWalkthrough);
}

function addVideos(node: Node, where: string): void {
  const area = stringAttribute(node, 'area', where);
  const videos = walkthroughMedia.filter((video) => video.area === area).map(videoSummary);
  if (videos.length === 0)
    throw new Error(`${where}: <WatchAndLearn area="${area}">: no walkthrough video belongs to that area.`);
  setAttribute(node, VIDEOS_ATTRIBUTE, videos);
}

export default function remarkWalkthroughMedia() {
  return (tree: Node, file?: {path?: string}): void => {
    const visit = (node: Node) => {
      const jsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
      const where = file?.path ?? 'an article';
      if (jsx && node.name === 'Walkthrough') addMedia(node, where);
      if (jsx && node.name === 'WatchAndLearn') addVideos(node, where);
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
