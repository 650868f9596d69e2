/**
 * `@docusaurus/Link` for the whole site (the plugin aliases the module to this file): the core Link, plus
 * "(opens in new tab)" on every link that opens a new tab, so MDX, theme, API theme and site components all
 * say it, in the server HTML too. A layout whose internal links leave it (the release notes' iframe)
 * provides `LinksLeavingFrame`: matching links get `target="_blank"` and the label.
 */
import {Children, createContext, forwardRef, isValidElement, useContext, type ReactNode} from 'react';
import {CoreLink} from '../../../src/internals/docusaurus-core';
import type {Props} from '@docusaurus/Link';
import {NEW_TAB_LABEL, opensInNewTab, saysNewTab} from '../labels';

/** Given a link's URL, whether it leaves the current layout (then it opens in a new tab). */
export type LeavesFrame = (url: string) => boolean;

export const LinksLeavingFrame = createContext<LeavesFrame | null>(null);

/** Whether the label is already among the children (text, or an element's aria-label). */
function childrenSayNewTab(children: ReactNode): boolean {
  let found = false;
  const visit = (node: ReactNode) => {
    if (found) return;
    if (typeof node === 'string') found = saysNewTab(node);
    else if (isValidElement<{children?: ReactNode; 'aria-label'?: string}>(node)) {
      if (saysNewTab(node.props['aria-label'])) found = true;
      else Children.forEach(node.props.children, visit);
    }
  };
  Children.forEach(children, visit);
  return found;
}

const Link = forwardRef<HTMLAnchorElement, Props>(function Link(props, ref) {
  const leavesFrame = useContext(LinksLeavingFrame);
  const url = props.to ?? props.href;
  const leaves = props.target === undefined && !!url && !url.startsWith('#') && !!leavesFrame?.(url);
  const linkProps: Props = leaves ? {...props, target: '_blank', rel: props.rel ?? 'noopener'} : props;
  if (!opensInNewTab(linkProps) || childrenSayNewTab(props.children)) {
    return <CoreLink ref={ref} {...linkProps} />;
  }
  // A link named by aria-label is named by that alone: the label goes there.
  const ariaLabel = props['aria-label'];
  if (ariaLabel !== undefined) {
    return (
      <CoreLink
        ref={ref}
        {...linkProps}
        aria-label={saysNewTab(ariaLabel) ? ariaLabel : `${ariaLabel} ${NEW_TAB_LABEL}`}
      />
    );
  }
  return (
    <CoreLink ref={ref} {...linkProps}>
      {props.children}
      <span className="sr-only"> {NEW_TAB_LABEL}</span>
    </CoreLink>
  );
});

export default Link;
