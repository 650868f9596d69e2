import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useCurrentSidebarCategory, filterDocCardListItems} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import {useDocDescription, useDocTitle} from '@site/plugins/performance/client/doc-descriptions';
import type {FaqTopic} from './topics';
import styles from './styles.module.css';

export {FAQ_TOPICS, type FaqTopic} from './topics';

function Answer({item}: {readonly item: PropSidebarItemLink}): ReactNode {
  const title = useDocTitle(item.docId);
  const description = useDocDescription(item.docId);
  return (
    <li className={styles.item}>
      <Link to={item.href} className={styles.question}>
        {title ?? item.label}
      </Link>
      {description && <p className={styles.preview}>{description}</p>}
    </li>
  );
}

/**
 * Lists the listed FAQs of one topic with a one-line answer preview (their description), from the
 * FAQ sidebar category this index page leads. Unlisted answers never appear.
 */
export default function FaqList({topic}: {readonly topic: FaqTopic}): ReactNode {
  const category = useCurrentSidebarCategory();
  const items = filterDocCardListItems(category.items).filter(
    (item): item is PropSidebarItemLink =>
      item.type === 'link' && !item.unlisted && (item.customProps as {topic?: string} | undefined)?.topic === topic,
  );
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <Answer key={item.href} item={item} />
      ))}
    </ul>
  );
}
