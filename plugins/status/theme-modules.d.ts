/** The status plugin's theme components (./theme, served through getThemePath), typed under their @theme names. */
declare module '@theme/StatusPage' {
  export {default} from '@site/plugins/status/theme/StatusPage';
}

declare module '@theme/StatusSummary' {
  export {default} from '@site/plugins/status/theme/StatusSummary';
}

declare module '@theme/StatusIcon' {
  export * from '@site/plugins/status/theme/StatusIcon';
  export {default} from '@site/plugins/status/theme/StatusIcon';
}
