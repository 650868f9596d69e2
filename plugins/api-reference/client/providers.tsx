/**
 * The providers the openapi theme's components read from: the operation's Redux store (./store.ts)
 * and the schema views' expand-all state. The page's live content and its request panel each render
 * them; both get the same store.
 */
import type {ReactNode} from 'react';
import {Provider} from 'react-redux';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import {apiStore, type ApiOperation} from './store';

type ApiOptions = Parameters<typeof apiStore>[1];

export default function LiveProviders({api, children}: {api: ApiOperation; children?: ReactNode}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const options = (siteConfig.themeConfig as {api?: ApiOptions}).api;
  return (
    <Provider store={apiStore(api, options)}>
      <SchemaExpansionProvider>{children}</SchemaExpansionProvider>
    </Provider>
  );
}
