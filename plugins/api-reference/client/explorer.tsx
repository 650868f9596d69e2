/**
 * The request panel's chunk (loaded by ./RequestPanel.tsx): the openapi theme's ApiExplorer (Postman request model, forms, code
 * samples, Send) with the operation's store, and Prism's extra languages for its code samples.
 */
import type {ComponentProps, ReactNode} from 'react';
import ApiExplorer from '@theme/ApiExplorer';
import '@site/plugins/performance/prism-languages';
import {OperationContext} from './operation-context';
import LiveProviders from './providers';
import type {ApiOperation} from './store';

export default function Panel({api, infoPath}: {api: ApiOperation; infoPath?: string}): ReactNode {
  return (
    <LiveProviders api={api}>
      <OperationContext.Provider value={api}>
        <ApiExplorer item={api as unknown as ComponentProps<typeof ApiExplorer>['item']} infoPath={infoPath ?? ''} />
      </OperationContext.Provider>
    </LiveProviders>
  );
}
