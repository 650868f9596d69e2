// Wraps DocCard: doc descriptions left the version metadata every docs page loads (doc-descriptions-loader.cjs), so the card gets its doc's own.
import type {ReactNode} from 'react';
import DocCard from '@theme-init/DocCard';
import type {Props} from '@theme/DocCard';
import {useDocDescription} from '../../client/doc-descriptions';

export default function DocCardWithDescription(props: Props): ReactNode {
  const {item} = props;
  const description = useDocDescription(item.type === 'link' ? item.docId : undefined);
  if (item.type !== 'link' || item.description || !description) return <DocCard {...props} />;
  return <DocCard {...props} item={{...item, description}} />;
}
