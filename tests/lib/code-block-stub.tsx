/** `@theme/CodeBlock` outside the site, for components rendered in unit tests: the code in a `pre`. */
import * as React from 'react';

export default function CodeBlock({children}: {readonly children?: React.ReactNode}) {
  return React.createElement('pre', null, React.createElement('code', null, children));
}
