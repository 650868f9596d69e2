// Ejected (a wrapper cannot add attributes to the panel): the openapi theme's TabItem, which replaces the classic one everywhere, renders a role="tabpanel" tied to no tab; this one takes the ids its tab list hands it (src/components/LinkedTabs) and names its tab. Otherwise the same.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs, type TabItemProps} from '@theme/utils/tabsUtils';
import type {TabLinkProps} from '@site/src/components/LinkedTabs';
import styles from 'docusaurus-theme-openapi-docs/lib/theme/TabItem/styles.module.css';

type Props = TabItemProps & TabLinkProps;

export default function TabItem({children, className, value, tabId, panelId}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  return (
    <div
      role="tabpanel"
      id={panelId}
      aria-labelledby={tabId}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}
    >
      {children}
    </div>
  );
}
