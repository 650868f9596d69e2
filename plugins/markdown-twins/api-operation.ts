/**
 * The Markdown twin of an API operation page, written from the OpenAPI operation itself rather than
 * from the rendered page (whose request panel, tabs and schema explorer are interactive): method and
 * URL, description, authentication, parameters, request body schema and example, each response with
 * its schema (success) or description and example (errors), and an example request in curl.
 */

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type JsonObject = {[key: string]: Json};

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface OperationRef {
  readonly method: string;
  readonly path: string;
  readonly operation: JsonObject;
  readonly pathItem: JsonObject;
}

export class OpenApiDocument {
  constructor(readonly document: Record<string, unknown>) {}

  /** Follows local `$ref`s (`#/components/...`); the loader has already checked they resolve. */
  deref(value: unknown, seen = new Set<string>()): unknown {
    if (!isObject(value) || typeof value.$ref !== 'string') return value;
    const ref = value.$ref;
    if (seen.has(ref) || !ref.startsWith('#/')) return {};
    let target: unknown = this.document;
    for (const raw of ref.slice(2).split('/')) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      target = isObject(target) ? target[key] : undefined;
    }
    return this.deref(target, new Set([...seen, ref]));
  }

  /** The name a `$ref` gives its target (`Media` for `#/components/schemas/Media`). */
  static refName(value: unknown): string | undefined {
    return isObject(value) && typeof value.$ref === 'string' ? value.$ref.split('/').at(-1) : undefined;
  }

  operation(operationId: string): OperationRef | undefined {
    const paths = (this.document.paths ?? {}) as Record<string, unknown>;
    for (const [path, rawItem] of Object.entries(paths)) {
      const pathItem = this.deref(rawItem);
      if (!isObject(pathItem)) continue;
      for (const method of HTTP_METHODS) {
        const operation = pathItem[method];
        if (isObject(operation) && operation.operationId === operationId) return {method, path, operation, pathItem};
      }
    }
    return undefined;
  }

  get baseUrl(): string {
    const servers = this.document.servers;
    const first = Array.isArray(servers) && isObject(servers[0]) ? servers[0].url : undefined;
    return typeof first === 'string' ? first.replace(/\/$/, '') : '';
  }
}

/** One line of a table cell: no line breaks, pipes escaped. */
const cell = (text: string) =>
  text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);
const oneLine = (text: unknown) => (typeof text === 'string' ? text.replace(/\s*\n\s*/g, ' ').trim() : '');

/** A short type label: `string (date-time)`, `array of string`, `integer, 1 to 100, default 25`. */
function typeLabel(api: OpenApiDocument, rawSchema: unknown): string {
  const schema = api.deref(rawSchema);
  if (!isObject(schema)) return 'any';
  let type = typeof schema.type === 'string' ? schema.type : Array.isArray(schema.type) ? schema.type.join(' or ') : '';
  if (!type && (schema.properties || schema.allOf)) type = 'object';
  if (type === 'array') type = `array of ${typeLabel(api, schema.items).split(',')[0]}`;
  if (!type && Array.isArray(schema.oneOf ?? schema.anyOf)) {
    type = ((schema.oneOf ?? schema.anyOf) as Json[])
      .map((s) => OpenApiDocument.refName(s) ?? typeLabel(api, s))
      .join(' or ');
  }
  const notes: string[] = [];
  if (typeof schema.format === 'string') notes.push(schema.format);
  if (schema.nullable === true) notes.push('nullable');
  if (typeof schema.minimum === 'number' && typeof schema.maximum === 'number') {
    notes.push(`${schema.minimum} to ${schema.maximum}`);
  } else if (typeof schema.minimum === 'number') notes.push(`at least ${schema.minimum}`);
  else if (typeof schema.maximum === 'number') notes.push(`at most ${schema.maximum}`);
  if (typeof schema.maxLength === 'number') notes.push(`up to ${schema.maxLength} characters`);
  if (typeof schema.maxItems === 'number') notes.push(`up to ${schema.maxItems} items`);
  if (Array.isArray(schema.enum)) notes.push(`one of ${schema.enum.map((v) => code(String(v))).join(', ')}`);
  if (schema.default !== undefined) notes.push(`default ${code(JSON.stringify(schema.default))}`);
  return [type || 'any', ...notes].join(', ');
}

/** An object schema's properties and required names, with `allOf` merged. */
function properties(api: OpenApiDocument, rawSchema: unknown): {props: [string, unknown][]; required: Set<string>} {
  const schema = api.deref(rawSchema);
  const props: [string, unknown][] = [];
  const required = new Set<string>();
  if (!isObject(schema)) return {props, required};
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
    const merged = properties(api, part);
    props.push(...merged.props);
    merged.required.forEach((name) => required.add(name));
  }
  if (isObject(schema.properties)) props.push(...Object.entries(schema.properties));
  if (Array.isArray(schema.required)) schema.required.forEach((name) => required.add(String(name)));
  return {props, required};
}

/** A schema as a nested list of fields, each with its type and description. */
export function schemaList(api: OpenApiDocument, rawSchema: unknown, depth = 0, seen = new Set<string>()): string[] {
  if (depth > 6) return [];
  let schema = api.deref(rawSchema);
  if (isObject(schema) && schema.type === 'array') schema = api.deref(schema.items);
  const {props, required} = properties(api, schema);
  const lines: string[] = [];
  const indent = '  '.repeat(depth);
  for (const [name, raw] of props) {
    const ref = OpenApiDocument.refName(raw) ?? (isObject(raw) ? OpenApiDocument.refName(raw.items) : undefined);
    const property = api.deref(raw);
    const description = isObject(property) ? oneLine(property.description) : '';
    const flags = required.has(name) ? ', required' : '';
    lines.push(`${indent}- ${code(name)} (${typeLabel(api, raw)}${flags})${description ? `: ${description}` : ''}`);
    if (ref && seen.has(ref)) continue;
    const nested = schemaList(api, raw, depth + 1, ref ? new Set([...seen, ref]) : seen);
    lines.push(...nested);
  }
  if (props.length === 0 && depth === 0 && isObject(schema)) {
    lines.push(`- ${typeLabel(api, schema)}${schema.description ? `: ${oneLine(schema.description)}` : ''}`);
  }
  return lines;
}

/** The first example of a media type object: `example`, the first of `examples`, or the schema's. */
function firstExample(api: OpenApiDocument, media: unknown): {summary?: string; value: unknown} | undefined {
  if (!isObject(media)) return undefined;
  if (media.example !== undefined) return {value: media.example};
  if (isObject(media.examples)) {
    const first = api.deref(Object.values(media.examples)[0]);
    if (isObject(first) && first.value !== undefined) {
      return {summary: typeof first.summary === 'string' ? first.summary : undefined, value: first.value};
    }
  }
  const schema = api.deref(media.schema);
  if (isObject(schema) && schema.example !== undefined) return {value: schema.example};
  return undefined;
}

function exampleBlock(example: {summary?: string; value: unknown} | undefined): string[] {
  if (!example) return [];
  return [
    `Example${example.summary ? ` (${example.summary})` : ''}:`,
    '',
    '```json',
    JSON.stringify(example.value, null, 2),
    '```',
    '',
  ];
}

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly description?: string;
  readonly schema?: unknown;
  readonly example?: unknown;
  readonly style?: string;
  readonly explode?: boolean;
}

function parametersOf(api: OpenApiDocument, {operation, pathItem}: OperationRef): Parameter[] {
  const list = [
    ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
    ...(Array.isArray(operation.parameters) ? operation.parameters : []),
  ];
  const byKey = new Map<string, Parameter>();
  for (const raw of list) {
    const parameter = api.deref(raw);
    if (isObject(parameter) && typeof parameter.name === 'string' && typeof parameter.in === 'string') {
      byKey.set(`${parameter.in}:${parameter.name}`, parameter as unknown as Parameter);
    }
  }
  return [...byKey.values()];
}

function parameterExample(api: OpenApiDocument, parameter: Parameter): string {
  const schema = api.deref(parameter.schema);
  const value = parameter.example ?? (isObject(schema) ? (schema.example ?? schema.default) : undefined);
  if (value === undefined) return `{${parameter.name}}`;
  return Array.isArray(value) ? value.map(String).join(',') : String(value);
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The authentication an operation needs, in one sentence, and the header the example sends. */
function authentication(
  api: OpenApiDocument,
  operation: JsonObject,
  apiKeyVariable: string,
): {sentence: string; header?: string} {
  const requirements = (operation.security ?? api.document.security ?? []) as Json[];
  const first = isObject(requirements[0]) ? Object.keys(requirements[0])[0] : undefined;
  const components = api.document.components as JsonObject | undefined;
  const scheme =
    first && isObject(components?.securitySchemes) ? api.deref(components.securitySchemes[first]) : undefined;
  if (!isObject(scheme)) return {sentence: 'No authentication.'};
  const description = oneLine(scheme.description);
  if (scheme.type === 'http' && scheme.scheme === 'bearer') {
    return {
      sentence: `Send an API key as a bearer token in the \`Authorization\` header. ${description}`.trim(),
      header: `Authorization: Bearer $${apiKeyVariable}`,
    };
  }
  if (scheme.type === 'apiKey' && scheme.in === 'header' && typeof scheme.name === 'string') {
    return {
      sentence: `Send an API key in the ${code(scheme.name)} header. ${description}`.trim(),
      header: `${scheme.name}: $${apiKeyVariable}`,
    };
  }
  return {sentence: description || `Authentication: ${String(scheme.type)}.`};
}

/** The body of an operation's twin (everything under the title, description and address). */
export function operationMarkdown(api: OpenApiDocument, ref: OperationRef, apiKeyVariable: string): string {
  const {method, path, operation} = ref;
  const url = `${api.baseUrl}${path}`;
  const out: string[] = [`\`${method.toUpperCase()} ${url}\``, ''];
  if (typeof operation.description === 'string') out.push(operation.description.trim(), '');
  const auth = authentication(api, operation, apiKeyVariable);
  out.push('## Authentication', '', auth.sentence, '');

  const parameters = parametersOf(api, ref);
  if (parameters.length > 0) {
    out.push('## Parameters', '', '| Name | In | Type | Required | Description |', '| --- | --- | --- | --- | --- |');
    for (const parameter of parameters) {
      out.push(
        `| ${code(parameter.name)} | ${parameter.in} | ${cell(typeLabel(api, parameter.schema))} | ${
          parameter.required ? 'yes' : 'no'
        } | ${cell(parameter.description ?? '')} |`,
      );
    }
    out.push('');
  }

  const body = api.deref(operation.requestBody);
  const bodyMedia = isObject(body) && isObject(body.content) ? Object.entries(body.content)[0] : undefined;
  if (isObject(body) && bodyMedia) {
    const [mediaType, media] = bodyMedia;
    out.push('## Request body', '', `${code(mediaType)}${body.required ? ', required' : ''}.`, '');
    if (typeof body.description === 'string') out.push(oneLine(body.description), '');
    if (isObject(media)) out.push(...schemaList(api, media.schema), '');
    out.push(...exampleBlock(firstExample(api, media)));
  }

  const responses = isObject(operation.responses) ? operation.responses : {};
  out.push('## Responses', '');
  for (const [status, raw] of Object.entries(responses)) {
    const response = api.deref(raw);
    if (!isObject(response)) continue;
    out.push(`### ${status}`, '', oneLine(response.description), '');
    const content = isObject(response.content) ? Object.entries(response.content)[0] : undefined;
    if (!content) continue;
    const [mediaType, media] = content;
    const schemaName = isObject(media) ? OpenApiDocument.refName(media.schema) : undefined;
    out.push(`Body: ${code(mediaType)}${schemaName ? `, schema ${code(schemaName)}` : ''}.`, '');
    if (/^2/.test(status) && isObject(media)) out.push(...schemaList(api, media.schema), '');
    out.push(...exampleBlock(firstExample(api, media)));
  }

  // The example request: required query parameters, path parameters filled in, the body's example.
  const query = parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map(
      (parameter) => `${encodeURIComponent(parameter.name)}=${encodeURIComponent(parameterExample(api, parameter))}`,
    );
  let requestPath = path;
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    requestPath = requestPath.replace(`{${parameter.name}}`, encodeURIComponent(parameterExample(api, parameter)));
  }
  const curl = [
    `curl --request ${method.toUpperCase()} \\`,
    `  --url ${shellQuote(`${api.baseUrl}${requestPath}${query.length ? `?${query.join('&')}` : ''}`)} \\`,
  ];
  if (auth.header) curl.push(`  --header "${auth.header}" \\`);
  curl.push(`  --header 'Accept: application/json'`);
  const bodyExample = bodyMedia ? firstExample(api, bodyMedia[1]) : undefined;
  if (bodyMedia && bodyExample) {
    curl[curl.length - 1] += ' \\';
    curl.push(`  --header ${shellQuote(`Content-Type: ${bodyMedia[0]}`)} \\`);
    curl.push(`  --data ${shellQuote(JSON.stringify(bodyExample.value))}`);
  }
  out.push('## Example request', '');
  if (auth.header) out.push(`With your API key in the \`${apiKeyVariable}\` environment variable:`, '');
  out.push('```bash', ...curl, '```');
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
