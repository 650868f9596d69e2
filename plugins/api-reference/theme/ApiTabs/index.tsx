// Wrapped so that each tab names its panel and each panel its tab (src/components/LinkedTabs).
import ApiTabs from '@theme-init/ApiTabs';
import {withLinkedPanels} from '@site/src/components/LinkedTabs';

export default withLinkedPanels(ApiTabs);
