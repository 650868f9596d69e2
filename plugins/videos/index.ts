/**
 * The walkthrough videos feature. The videos, captions, chapters and posters are media made by
 * `npm run videos` (tools/media/walkthroughs/) and served from static/embed/media/walkthroughs/; this
 * plugin serves the components that show them (theme/): `@theme/Walkthrough`, the player inline in an
 * article, and `@theme/WatchAndLearn`, the row of posters on the home page and the content areas' landings.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function videosPlugin(): Plugin {
  return {
    name: 'videos',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
  };
}
