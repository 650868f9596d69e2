/** The videos plugin's theme components (./theme, served through getThemePath), typed under their @theme names. */
declare module '@theme/Walkthrough' {
  export {default} from '@site/plugins/videos/theme/Walkthrough';
}

declare module '@theme/WatchAndLearn' {
  export {default} from '@site/plugins/videos/theme/WatchAndLearn';
}
