import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useId,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * Whether the content rendered here is in a tab panel that is hidden: its own or an outer one
 * (src/theme/TabItem provides it). Content a reader cannot see yet may render a lighter form until
 * its panel is shown.
 */
export const HiddenPanelContext = createContext(false);

export function useInHiddenPanel(): boolean {
  return useContext(HiddenPanelContext);
}

/** What a tab list hands each of its TabItem children (src/theme/TabItem renders the panel side). */
export interface TabLinkProps {
  /** Attributes of the tab (`role="tab"`): the openapi theme's tab lists spread them on it. */
  readonly attributes?: Readonly<Record<string, unknown>>;
  /** The tab's id, for the panel's `aria-labelledby`. */
  readonly tabId?: string;
  /** The panel's id, for the tab's `aria-controls`. */
  readonly panelId?: string;
}

interface TabsLikeProps {
  readonly children?: ReactNode;
  /** Lazy tab lists render the selected panel only: the others' ids would point nowhere. */
  readonly lazy?: boolean;
}

/**
 * Ties each tab to its panel, as ARIA asks (and the Nu HTML Checker requires): the tab gets an id
 * and `aria-controls`, the panel an id and `aria-labelledby`. Ids come from `useId`, so they match
 * between the server rendering and hydration.
 */
export function withLinkedPanels<P extends TabsLikeProps>(Tabs: ComponentType<P>): ComponentType<P> {
  function LinkedTabs(props: P): ReactNode {
    const baseId = useId();
    let index = 0;
    const children = Children.map(props.children, (child) => {
      if (!isValidElement<TabLinkProps & {value?: unknown}>(child) || !('value' in child.props)) return child;
      const tabId = `${baseId}tab${index}`;
      const panelId = `${baseId}panel${index}`;
      index += 1;
      return cloneElement(child, {
        attributes: {...child.props.attributes, id: tabId, ...(props.lazy ? {} : {'aria-controls': panelId})},
        tabId,
        panelId,
      });
    });
    return <Tabs {...props}>{children}</Tabs>;
  }
  LinkedTabs.displayName = `LinkedTabs(${Tabs.displayName ?? Tabs.name})`;
  return LinkedTabs;
}
