/** The release-notes plugin's own theme components (./theme, served through getThemePath), typed under their @theme names. */
declare module '@theme/ReleaseNotes/EmbedLayout' {
  export {default} from '@site/plugins/release-notes/theme/ReleaseNotes/EmbedLayout';
}

declare module '@theme/ReleaseNotes/LatestReleases' {
  export {default} from '@site/plugins/release-notes/theme/ReleaseNotes/LatestReleases';
}
