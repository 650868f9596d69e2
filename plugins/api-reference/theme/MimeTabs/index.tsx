// Wrapped so that each tab names its panel and each panel its tab (src/components/LinkedTabs).
import MimeTabs from '@theme-init/MimeTabs';
import {withLinkedPanels} from '@site/src/components/LinkedTabs';

export default withLinkedPanels(MimeTabs);
