// Wrapped to say, above the key field, where an API key comes from and that it stays in this browser tab; with the mock server chosen, that it accepts any key, with a button that fills one in.
import type {ReactNode} from 'react';
import Authorization from '@theme-init/ApiExplorer/Authorization';
import {setAuthData} from '@theme/ApiExplorer/Authorization/slice';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {WhereKeysComeFrom} from '../../../client/api-keys';
import {useStoreServer} from '../../../client/chosen-server';
import {MOCK_DEMO_KEY, MOCK_KEY_NOTE} from '../../../client/texts';

interface AuthState {
  auth: {selected?: string; options: Record<string, {key: string; type: string; scheme?: string}[]>};
}

function MockKeyNote(): ReactNode {
  const dispatch = useTypedDispatch();
  const schemes = useTypedSelector((state: AuthState) =>
    state.auth.selected === undefined ? [] : (state.auth.options[state.auth.selected] ?? []),
  );
  const fill = () => {
    for (const scheme of schemes.filter((s) => s.type === 'http' && s.scheme === 'bearer')) {
      dispatch(setAuthData({scheme: scheme.key, key: 'token', value: MOCK_DEMO_KEY}));
    }
  };
  return (
    <p className="api-auth-help api-auth-help--mock">
      {MOCK_KEY_NOTE}{' '}
      <button type="button" className="button button--sm button--secondary" onClick={fill}>
        Use a demo key
      </button>
    </p>
  );
}

export default function AuthorizationWithHelp(): ReactNode {
  const {isMock} = useStoreServer();
  return (
    <>
      <p className="api-auth-help">
        Paste an API key. <WhereKeysComeFrom /> The key stays in this browser tab: it is sent only with your requests,
        to the server you chose, and forgotten when you close the tab.
      </p>
      {isMock && <MockKeyNote />}
      <Authorization />
    </>
  );
}
