// Replaced: the openapi theme's array brackets are <li>s, but the schema rows around them are <div>s (and ../Schema puts the whole schema in one <li>), so in the server-rendered page they sit where <li> is not allowed; here the same brackets as <div>s.
import type {ReactNode} from 'react';

const bracket = {fontSize: 'var(--ifm-code-font-size)', opacity: 0.6, marginLeft: '-.5rem'} as const;

export function OpeningArrayBracket(): ReactNode {
  return <div style={{...bracket, paddingBottom: '.5rem'}}>Array [</div>;
}

export function ClosingArrayBracket(): ReactNode {
  return <div style={bracket}>]</div>;
}
