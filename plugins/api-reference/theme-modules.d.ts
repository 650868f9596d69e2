/**
 * Modules of the openapi theme that ./theme imports under their @theme names, typed with the
 * theme's own declarations (the theme declares none under those names).
 */
declare module '@theme/ApiItem/hooks' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/hooks';
}

declare module '@theme/SchemaItem' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/SchemaItem';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/SchemaItem';
}

declare module '@theme/utils/tabsUtils' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/utils/tabsUtils';
}
