/**
 * The embeddable release notes: a second blog instance over the same notes in blog/.
 *
 * Two stock blog instances over one folder would each add an MDX loader rule for it, so every note
 * would be compiled twice in a row (the second pass fails on the first one's output). This wrapper
 * keeps everything the blog plugin does (pagination, tags, archive, routes) and drops only its loader
 * rule: the embed's routes load the modules the main instance already compiles.
 */
import pluginContentBlog, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {PluginOptions} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

type BlogPlugin = Awaited<ReturnType<typeof pluginContentBlog>>;

export function withoutLoaderRules(plugin: BlogPlugin): BlogPlugin {
  const {configureWebpack} = plugin;
  return {
    ...plugin,
    configureWebpack(...args: Parameters<NonNullable<BlogPlugin['configureWebpack']>>) {
      const config = configureWebpack?.(...args) ?? {};
      return {...config, module: {rules: []}};
    },
  };
}

/** Registered by `releaseNotesPlugins()` (index.ts) with `feedBlogOptions()`; the blog plugin's own option validation applies. */
const releaseNotesEmbed: PluginModule = Object.assign(
  async (context: LoadContext, options: unknown) =>
    // Options arrive already validated (and defaulted) by validateOptions below.
    withoutLoaderRules(await pluginContentBlog(context, options as PluginOptions)) as unknown as Plugin,
  {validateOptions: validateOptions as NonNullable<PluginModule['validateOptions']>},
);

export default releaseNotesEmbed;
