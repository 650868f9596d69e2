// Wrapped so that each tab names its panel and each panel its tab (src/components/LinkedTabs).
import DiscriminatorTabs from '@theme-init/DiscriminatorTabs';
import {withLinkedPanels} from '@site/src/components/LinkedTabs';

export default withLinkedPanels(DiscriminatorTabs);
