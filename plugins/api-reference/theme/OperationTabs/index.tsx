// Wrapped so that each tab names its panel and each panel its tab (src/components/LinkedTabs).
import OperationTabs from '@theme-init/OperationTabs';
import {withLinkedPanels} from '@site/src/components/LinkedTabs';

export default withLinkedPanels(OperationTabs);
