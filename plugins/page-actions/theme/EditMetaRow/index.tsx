// Wrapped to put "Was this page helpful?" under Docusaurus' Edit this page and Last updated row, all of it in the
// page's HTML; only the answer form's code loads later (client/Feedback.tsx).
import type {ReactNode} from 'react';
import EditMetaRow from '@theme-init/EditMetaRow';
import type {Props} from '@theme/EditMetaRow';
import Feedback from '../../client/Feedback';
import {useArticleActions} from '../../client/useArticle';

export default function EditMetaRowWithFeedback(props: Props): ReactNode {
  const article = useArticleActions();
  return (
    <>
      {/* Last updated's <time itemprop="dateModified"> needs an item to belong to: this page. */}
      <div itemScope itemType="https://schema.org/WebPage">
        <EditMetaRow {...props} />
      </div>
      {article?.feedbackEndpoint && <Feedback />}
    </>
  );
}
