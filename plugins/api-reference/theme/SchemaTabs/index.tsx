// Wrapped so that each tab names its panel and each panel its tab (src/components/LinkedTabs).
import SchemaTabs from '@theme-init/SchemaTabs';
import {withLinkedPanels} from '@site/src/components/LinkedTabs';

export default withLinkedPanels(SchemaTabs);
