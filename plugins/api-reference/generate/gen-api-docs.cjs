/**
 * The page generator's process (started by ./run-generator.ts): what `docusaurus gen-api-docs` runs, the
 * openapi plugin's own command, without starting Docusaurus. The Docusaurus CLI loads the whole site
 * (its config and every plugin) before it runs a plugin's command, about 4 s here, before every build and
 * start; the generator needs only the two plugin entries it reads, which the parent passes as JSON.
 *
 * Arguments: siteDir, the plugin entries (JSON: [name, options][]), the document's config key, the
 * openapi plugin's id. Plain CommonJS, so that the process starts without a TypeScript loader.
 */
'use strict';
const openApiDocs = require('docusaurus-plugin-openapi-docs').default;

/** A stand-in for the CLI (commander) a plugin's `extendCli` registers its commands on: it records them. */
function recordCommands(extendCli) {
  const actions = new Map();
  const cli = {
    command(name) {
      const command = {
        action: (run) => (actions.set(name, run), command),
        arguments: () => command,
        description: () => command,
        option: () => command,
        usage: () => command,
      };
      return command;
    },
  };
  extendCli(cli);
  return actions;
}

async function main() {
  const [siteDir, pluginsJson, configKey, pluginId] = process.argv.slice(2);
  const plugins = JSON.parse(pluginsJson);
  const openApiEntry = plugins.find(
    ([name, options]) => name === 'docusaurus-plugin-openapi-docs' && options.id === pluginId,
  );
  if (!openApiEntry) throw new Error(`no openapi plugin with id "${pluginId}" among the entries given`);
  const plugin = openApiDocs({siteDir, siteConfig: {presets: [], plugins}}, openApiEntry[1]);
  const generate = recordCommands(plugin.extendCli).get('gen-api-docs');
  if (!generate) throw new Error('the openapi plugin no longer registers a "gen-api-docs" command');
  // As `docusaurus gen-api-docs <configKey> --plugin-id <pluginId>` calls it.
  await generate(configKey, {opts: () => ({pluginId})});
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
