/**
 * Docs tag pages read their data from one shared module, not one each: Docusaurus lists every props module
 * in the route registry every page downloads, so each tag page cost every reader on every page. Wrapped
 * here, the docs plugin's tag pages point at one module of every tag's data, keyed by route path, which only
 * a tag page loads; theme/DocTagDocListPage picks its tag. The rest of the docs plugin is untouched.
 */
import docsPlugin, {validateOptions, type LoadedContent, type PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import {ALL_TAGS_PROP} from './client/all-tags-prop';

export {ALL_TAGS_PROP};

/** The shared module's file name, below the docs plugin's generated files. */
export const ALL_TAGS_FILE = 'all-tags.json';

function isTagPage(route: RouteConfig, component: string): boolean {
  return route.component === component;
}

/**
 * Every tag page's `tag` prop in `routes` (and their nested routes), keyed by route path. A tag page
 * without one means the docs plugin changed how it builds them: the build stops with that, rather than
 * shipping pages without their list.
 */
export function tagPagesData(routes: readonly RouteConfig[], component: string): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const visit = (route: RouteConfig) => {
    if (isTagPage(route, component)) {
      const tag = route.props?.tag;
      if (tag === undefined) {
        throw new Error(
          `shared-tag-data: the docs tag page ${route.path} has no "tag" prop (did @docusaurus/plugin-content-docs change?)`,
        );
      }
      data[route.path] = tag;
    }
    route.routes?.forEach(visit);
  };
  routes.forEach(visit);
  return data;
}

/** `routes` with every tag page reading the shared module at `dataPath` instead of its own props. */
export function pointTagPagesAt(routes: readonly RouteConfig[], component: string, dataPath: string): RouteConfig[] {
  return routes.map((route) => {
    const routesBelow = route.routes ? {routes: pointTagPagesAt(route.routes, component, dataPath)} : {};
    if (!isTagPage(route, component)) return {...route, ...routesBelow};
    const {props: _ownProps, ...rest} = route;
    return {...rest, ...routesBelow, modules: {...route.modules, [ALL_TAGS_PROP]: dataPath}};
  });
}

/**
 * The docs plugin, with its tag pages on one shared data module. Options: the docs plugin's own, which
 * Docusaurus has validated and normalised with the docs plugin's `validateOptions` before this runs.
 */
async function docsWithSharedTagData(context: LoadContext, options: unknown): Promise<Plugin<LoadedContent>> {
  const docsOptions = options as PluginOptions;
  const plugin = await docsPlugin(context, docsOptions);
  const {contentLoaded} = plugin;
  if (!contentLoaded) return plugin;
  const component = docsOptions.docTagDocListComponent;
  return {
    ...plugin,
    async contentLoaded(args) {
      const added: RouteConfig[] = [];
      await contentLoaded({...args, actions: {...args.actions, addRoute: (route) => void added.push(route)}});
      const data = tagPagesData(added, component);
      const routes =
        Object.keys(data).length === 0
          ? added
          : pointTagPagesAt(added, component, await args.actions.createData(ALL_TAGS_FILE, JSON.stringify(data)));
      routes.forEach((route) => args.actions.addRoute(route));
    },
  };
}

/** Docusaurus types a site's plugin modules with unknown content; the content is the docs plugin's own. */
const docsPluginModule = Object.assign(docsWithSharedTagData, {validateOptions}) as unknown as PluginModule;

export default docsPluginModule;
