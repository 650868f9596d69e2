// Ejected (a wrapper cannot add attributes to the panel): the openapi theme's TabItem, which replaces the classic one everywhere, renders a role="tabpanel" tied to no tab; this one takes the ids its tab list hands it (src/components/LinkedTabs), names its tab, tells its content whether it is hidden, and carries its label for readers without script (./no-script.ts).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs, type TabItemProps} from '@theme/utils/tabsUtils';
import {HiddenPanelContext, useInHiddenPanel, type TabLinkProps} from '@site/src/components/LinkedTabs';
import {PANEL_LABEL_ATTRIBUTE} from './no-script';
import styles from './styles.module.css';

export default function TabItem({
  children,
  className,
  value,
  label,
  tabId,
  panelId,
}: TabItemProps & TabLinkProps): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const inHiddenPanel = useInHiddenPanel();
  if (value !== selectedValue && lazy) return null;
  const hidden = value !== selectedValue;
  return (
    <div
      role="tabpanel"
      id={panelId}
      aria-labelledby={tabId}
      className={clsx(styles.tabItem, className)}
      hidden={hidden}
    >
      <p {...{[PANEL_LABEL_ATTRIBUTE]: ''}} hidden>
        {label ?? value}
      </p>
      <HiddenPanelContext.Provider value={inHiddenPanel || hidden}>{children}</HiddenPanelContext.Provider>
    </div>
  );
}
