/**
 * The page generator's process (started by ./run-generator.ts): the openapi plugin's `gen-api-docs` command
 * without starting Docusaurus, whose CLI loads the whole site before a plugin's command, before every build
 * and start. Arguments: siteDir, the plugin entries (JSON: [name, options][]), the document's config key, the
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
