// Wraps DocTagDocListPage: tag pages share one module of every tag's data (shared-tag-data.ts), so this picks the page's own tag.
import type {ReactNode} from 'react';
import DocTagDocListPage from '@theme-init/DocTagDocListPage';
import type {Props} from '@theme/DocTagDocListPage';
import NotFoundContent from '@theme/NotFound/Content';
import {useLocation} from '@docusaurus/router';
import type {RouteConfigComponentProps} from 'react-router-config';
import {ALL_TAGS_PROP} from '../../client/all-tags-prop';

type SharedTagDataProps = Pick<RouteConfigComponentProps, 'route'> & {
  readonly [ALL_TAGS_PROP]?: Readonly<Record<string, Props['tag']>>;
};

export default function DocTagDocListPageFromSharedData(props: Partial<Props> & SharedTagDataProps): ReactNode {
  const {pathname} = useLocation();
  const routePath = props.route?.path === undefined ? '' : String(props.route.path);
  // The server renders one route per tag; in the browser the tag pages are one route, `/tags/:tag`
  // (shared-tag-route.cjs), so the address names the tag.
  const shared = routePath === '' || routePath.includes(':');
  const path = shared ? pathname.replace(/(.)\/$/, '$1') : routePath;
  const tag = props.tag ?? props[ALL_TAGS_PROP]?.[path];
  if (tag) return <DocTagDocListPage tag={tag} />;
  // An unknown tag in the browser matches the shared route: it is not found, as the server said (404.html,
  // rendered by the docs root, which shows the same content). A tag page the server renders has its data.
  if (shared) return <NotFoundContent />;
  throw new Error(`DocTagDocListPage: no tag data for ${path} (plugins/performance/shared-tag-data.ts)`);
}
