// Wrapped so that each tab names its panel and each panel its tab (src/components/LinkedTabs).
import Tabs from '@theme-original/Tabs';
import {withLinkedPanels} from '@site/src/components/LinkedTabs';

export default withLinkedPanels(Tabs);
