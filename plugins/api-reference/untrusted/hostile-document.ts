/** A hostile OpenAPI document for the tests: the committed one with code in every field the pages show. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {committedSpecPath} from '../options';

const siteDir = path.resolve(__dirname, '..', '..', '..');

/** Code MDX would run: an ESM line, an expression, a component, an event handler, a breakout of a string. */
export const CALL = 'pwned';
const hostile = (where: string) =>
  [
    `export const ${where}Export = ${CALL}(1)`,
    '',
    `import {x as ${where}Import} from '@theme/Heading'`,
    '',
    `A {${CALL}(2)} and <img src="x" onError={() => ${CALL}(3)} /> and <Head><script>${CALL}(4)</script></Head>`,
    `<iframe srcdoc="<script>${CALL}(5)</script>"></iframe> [link](javascript:${CALL}(6)) '}{${CALL}(7)}{'`,
  ].join('\n');
const hostileLine = (where: string) => `${where} '}{${CALL}(8)}{' <b onClick={${CALL}}>x</b> {${CALL}(9)}`;

type Json = Record<string, unknown>;
interface Document {
  info: Json;
  servers: Json[];
  tags?: Json[];
  paths: Record<string, Record<string, Json & {parameters: Json[]}>>;
  components: {securitySchemes: Record<string, Json>};
}

/** The committed document with hostile text in every field the generator writes into a page. */
export function hostileDocument(): Document {
  const document = yaml.load(readFileSync(path.join(siteDir, committedSpecPath), 'utf8')) as Document;
  document.info = {
    ...document.info,
    title: hostileLine('Title'),
    description: hostile('info'),
    termsOfService: `https://example.com/terms'+${CALL}(10)+'`,
    contact: {
      name: hostileLine('Contact'),
      url: `https://example.com/{${CALL}(11)}`,
      email: `a{${CALL}(12)}@example.com`,
    },
    license: {name: hostileLine('Licence'), url: `javascript:${CALL}(13)`},
  };
  document.tags = (document.tags ?? []).map((tag) => ({...tag, description: hostile('tag')}));
  document.servers = document.servers.map((server) => ({...server, description: hostileLine('Server')}));
  const list = document.paths['/media']!.get!;
  list.summary = hostileLine('Summary');
  list.description = hostile('operation');
  list['x-deprecated-description'] = hostile('deprecated');
  list.parameters = list.parameters.map((parameter) =>
    parameter.$ref ? parameter : {...parameter, description: hostile('parameter')},
  );
  list.parameters.push({name: 'hostile', in: 'query', schema: {type: 'string', enum: [hostileLine('Enum')]}});
  const scheme = Object.values(document.components.securitySchemes)[0]!;
  Object.assign(scheme, {description: hostile('security'), bearerFormat: hostileLine('Format')});
  return document;
}
