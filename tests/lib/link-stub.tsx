/** `@docusaurus/Link` outside the site, for components rendered in unit tests: a plain link to `to`. */
import * as React from 'react';

export default function Link({to, children}: {readonly to: string; readonly children?: React.ReactNode}) {
  return React.createElement('a', {href: to}, children);
}
