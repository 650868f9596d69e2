// Wraps DocTagDocListPage: tag pages share one module of every tag's data (shared-tag-data.ts), so this picks the page's own tag.
import type {ReactNode} from 'react';
import DocTagDocListPage from '@theme-init/DocTagDocListPage';
import type {Props} from '@theme/DocTagDocListPage';
import type {RouteConfigComponentProps} from 'react-router-config';
import {ALL_TAGS_PROP} from '../../client/all-tags-prop';

type SharedTagDataProps = Pick<RouteConfigComponentProps, 'route'> & {
  readonly [ALL_TAGS_PROP]?: Readonly<Record<string, Props['tag']>>;
};

export default function DocTagDocListPageFromSharedData(props: Partial<Props> & SharedTagDataProps): ReactNode {
  const path = props.route?.path;
  const tag = props.tag ?? (path === undefined ? undefined : props[ALL_TAGS_PROP]?.[String(path)]);
  if (!tag)
    throw new Error(`DocTagDocListPage: no tag data for ${String(path)} (plugins/performance/shared-tag-data.ts)`);
  return <DocTagDocListPage tag={tag} />;
}
