/**
 * Checks a response against the OpenAPI document: finds the operation a request called and
 * validates the body against the schema the document gives for that status.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
// Ajv 6, which eslint brings: it reads OpenAPI 3.0's `nullable` and checks `date-time` itself.
import Ajv from 'ajv';
import yaml from 'js-yaml';
import {api} from '../../src/data/facts';
import {ROOT} from './content';

type Node = Record<string, unknown>;

const SPEC_ID = 'vidcove.yaml';
const spec = yaml.load(readFileSync(path.join(ROOT, 'api-spec', SPEC_ID), 'utf8')) as Node;

const ajv = new Ajv({allErrors: true, nullable: true, unknownFormats: 'ignore', schemaId: 'auto'});
// OpenAPI's integer formats: the `type: integer` beside them already says what matters here.
for (const format of ['int32', 'int64']) ajv.addFormat(format, () => true);
ajv.addSchema(spec, SPEC_ID);

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** The operation whose method and path (relative to the base URL) a request used. */
export function operationFor(method: string, requestPath: string) {
  const pathOnly = requestPath.split('?')[0]!;
  return Object.values(api.operations).find(
    (operation) =>
      operation.method === method && new RegExp(`^${operation.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(pathOnly),
  );
}

/** A `$ref: '#/components/responses/X'` followed to the response it names. */
function resolve(node: Node): Node {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  return ref
    .slice(2)
    .split('/')
    .reduce<Node>((current, key) => current[key] as Node, spec);
}

/** Problems with a response body, as readable lines; empty when it matches its schema. */
export function responseProblems(method: string, requestPath: string, status: number, body: unknown): string[] {
  const operation = operationFor(method, requestPath);
  if (!operation) return [`${method} ${requestPath} is not an operation of the OpenAPI document`];
  const responses = ((spec.paths as Node)[operation.path] as Node)[method.toLowerCase()] as Node;
  const documented = (responses.responses as Node)[String(status)] as Node | undefined;
  if (!documented) return [`${operation.id} does not document a ${status} response`];
  const content = resolve(documented).content as Node | undefined;
  const mediaType = content && Object.keys(content)[0];
  if (!mediaType) return body === null ? [] : [`${operation.id} ${status} documents no body`];
  const where = pointer('paths', operation.path, method.toLowerCase(), 'responses', String(status));
  const schemaPath =
    typeof documented.$ref === 'string'
      ? `${documented.$ref}/content/${pointer(mediaType)}/schema`
      : `#/${where}/content/${pointer(mediaType)}/schema`;
  const validate = ajv.getSchema(`${SPEC_ID}${schemaPath}`);
  if (!validate) return [`no schema at ${schemaPath}`];
  return validate(body) ? [] : (validate.errors ?? []).map((error) => `${error.dataPath || '/'} ${error.message}`);
}
