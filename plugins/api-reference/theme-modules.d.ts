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

declare module '@theme/ApiItem/store' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/store';
}

declare module '@theme/ApiItem/Layout' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/Layout';
}

declare module '@theme/ApiExplorer' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer';
}

declare module '@theme/ApiExplorer/Authorization/slice' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Authorization/slice';
}

declare module '@theme/ApiExplorer/persistenceMiddleware' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/persistenceMiddleware';
}

declare module '@theme/ApiExplorer/Response/slice' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Response/slice';
}

declare module '@theme/ApiExplorer/Server/slice' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Server/slice';
}

declare module '@theme/SchemaExpansion' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/SchemaExpansion';
}

declare module '@theme/ApiExplorer/FormLabel' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/FormLabel';
}

declare module '@theme/ApiExplorer/ParamOptions/slice' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/ParamOptions/slice';
}
