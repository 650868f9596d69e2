/**
 * Checks a value against the parts of an OpenAPI schema a reader can get wrong in the request panel:
 * type, required properties, enum, string length and pattern, number range, item count. The panel runs
 * it before Send, so a mistake is named next to its field instead of coming back as the API's answer
 * to a different question. Formats (uri, date-time) are left to the API.
 */

export interface Schema {
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly required?: readonly string[];
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly items?: Schema;
  readonly allOf?: readonly Schema[];
  readonly oneOf?: readonly Schema[];
  readonly anyOf?: readonly Schema[];
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly nullable?: boolean;
}

/** One problem, at a path such as `source.url` or `domains[1]` (empty for the value itself). */
export interface Problem {
  readonly path: string;
  readonly message: string;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(expected: string, actual: string): boolean {
  return expected === actual || (expected === 'number' && actual === 'integer');
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const join = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

function checkType(schema: Schema, value: unknown): string | undefined {
  const types = schema.type === undefined ? [] : ([] as string[]).concat(schema.type);
  if (types.length === 0 || (value === null && schema.nullable)) return undefined;
  const actual = typeOf(value);
  return types.some((type) => typeMatches(type, actual)) ? undefined : `must be ${types.map(article).join(' or ')}`;
}

function checkString(schema: Schema, value: string): string | undefined {
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength) {
    return schema.minLength === 1 ? 'must not be empty' : `must be at least ${plural(schema.minLength, 'character')}`;
  }
  if (schema.maxLength !== undefined && length > schema.maxLength) {
    return `must be at most ${plural(schema.maxLength, 'character')} (it has ${length})`;
  }
  if (schema.pattern !== undefined && matches(schema.pattern, value) === false) {
    return `does not have the expected form (pattern ${schema.pattern})`;
  }
  return undefined;
}

/** Whether `value` matches `pattern`; undefined when the pattern does not compile here (the API checks it). */
function matches(pattern: string, value: string): boolean | undefined {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return undefined;
  }
}

function checkNumber(schema: Schema, value: number): string | undefined {
  if (schema.minimum !== undefined && value < schema.minimum) return `must be ${schema.minimum} or more`;
  if (schema.maximum !== undefined && value > schema.maximum) return `must be ${schema.maximum} or less`;
  return undefined;
}

function checkScalar(schema: Schema, value: unknown): string | undefined {
  const allowed = schema.enum ?? (schema.const === undefined ? undefined : [schema.const]);
  if (allowed && !allowed.includes(value)) return `must be one of: ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
  if (typeof value === 'string') return checkString(schema, value);
  if (typeof value === 'number') return checkNumber(schema, value);
  return undefined;
}

function checkArray(schema: Schema, value: readonly unknown[], path: string): Problem[] {
  if (schema.minItems !== undefined && value.length < schema.minItems) {
    return [{path, message: `must have at least ${plural(schema.minItems, 'item')}`}];
  }
  if (schema.maxItems !== undefined && value.length > schema.maxItems) {
    return [{path, message: `must have at most ${plural(schema.maxItems, 'item')} (it has ${value.length})`}];
  }
  return schema.items ? value.flatMap((item, index) => checkValue(schema.items!, item, join(path, index))) : [];
}

function checkObject(schema: Schema, value: Record<string, unknown>, path: string): Problem[] {
  const missing = (schema.required ?? [])
    .filter((key) => value[key] === undefined)
    .map((key) => ({path: join(path, key), message: 'is required'}));
  const present = Object.entries(schema.properties ?? {}).filter(([key]) => value[key] !== undefined);
  return [...missing, ...present.flatMap(([key, property]) => checkValue(property, value[key], join(path, key)))];
}

/** The problems of the branch that fits best: the one with fewest. */
function checkAlternatives(branches: readonly Schema[], value: unknown, path: string): Problem[] {
  const results = branches.map((branch) => checkValue(branch, value, path));
  if (results.some((problems) => problems.length === 0)) return [];
  return results.reduce((best, problems) => (problems.length < best.length ? problems : best));
}

/** Every problem of `value` against `schema`; none when it fits. */
export function checkValue(schema: Schema, value: unknown, path = ''): Problem[] {
  const composed = [
    ...(schema.allOf ?? []).flatMap((part) => checkValue(part, value, path)),
    ...(schema.oneOf ? checkAlternatives(schema.oneOf, value, path) : []),
    ...(schema.anyOf ? checkAlternatives(schema.anyOf, value, path) : []),
  ];
  const wrongType = checkType(schema, value);
  if (wrongType) return [...composed, {path, message: wrongType}];
  const scalar = checkScalar(schema, value);
  if (scalar) return [...composed, {path, message: scalar}];
  if (Array.isArray(value)) return [...composed, ...checkArray(schema, value, path)];
  if (value !== null && typeof value === 'object') {
    return [...composed, ...checkObject(schema, value as Record<string, unknown>, path)];
  }
  return composed;
}

/** A request body as typed in the panel's editor: unreadable JSON is named with where it breaks. */
export function checkJsonBody(text: string, schema: Schema | undefined): Problem[] {
  if (text.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof SyntaxError ? error.message : String(error);
    return [{path: '', message: `The body is not valid JSON: ${reason}`}];
  }
  return schema ? checkValue(schema, value) : [];
}

/** Problems as one sentence each: "source.url is required". */
export function describe(problems: readonly Problem[], subject = 'The body'): string[] {
  return problems.map((problem) =>
    problem.message.startsWith('The ') ? problem.message : `${problem.path || subject} ${problem.message}.`,
  );
}
