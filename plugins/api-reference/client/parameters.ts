/**
 * A parameter's value in the request panel, one rule for the form, the store the code samples and Send read,
 * and the check before Send, so what the form shows is what is sent: a required parameter starts from its
 * default or example (Send works at once), an optional one from its default only (an unset filter is not
 * sent), and values stay the text the reader sees ("25", never 25, which Postman's URL would drop).
 */
import {checkValue, type Schema} from './schema-check';

export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required?: boolean;
  readonly description?: string;
  readonly example?: unknown;
  readonly examples?: Record<string, {value?: unknown}>;
  readonly schema?: Schema & {readonly default?: unknown; readonly example?: unknown};
  readonly value?: string | string[];
}

/** A schema's allowed values, also when its enum sits inside allOf (as the openapi theme reads it). */
export function schemaEnum(schema: Schema | undefined): readonly unknown[] | undefined {
  if (!schema) return undefined;
  if (schema.enum) return schema.enum;
  if (schema.const !== undefined) return [schema.const];
  return schema.allOf?.map(schemaEnum).find((values) => values !== undefined);
}

/** How the store keeps what the reader typed: encoded in a query, spaces escaped in a path. */
export function storedText(parameter: Parameter, text: string): string {
  if (parameter.in === 'query' && !schemaEnum(parameter.schema)) return encodeURIComponent(text);
  if (parameter.in === 'path') return text.replace(/\s/g, '%20');
  return text;
}

/** What the form shows for a stored value. */
export function shownText(parameter: Parameter, stored: string): string {
  try {
    return parameter.in === 'query' || parameter.in === 'path' ? decodeURIComponent(stored) : stored;
  } catch {
    return stored;
  }
}

function startingValue(parameter: Parameter): unknown {
  const defaultValue = parameter.schema?.default;
  if (!parameter.required) return defaultValue;
  const named = parameter.examples ? Object.values(parameter.examples)[0]?.value : undefined;
  return defaultValue ?? parameter.example ?? parameter.schema?.example ?? named;
}

/** The value the form and the store start with, in the store's form; undefined when none. */
export function initialValue(parameter: Parameter): string | string[] | undefined {
  const value = startingValue(parameter);
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map((item) => storedText(parameter, String(item)));
  return storedText(parameter, String(value));
}

/** The text of a scalar field as the JSON value the schema describes ("25" is 25 for an integer). */
function typed(schema: Schema | undefined, text: string): unknown {
  const type = ([] as string[]).concat(schema?.type ?? []);
  if ((type.includes('integer') || type.includes('number')) && /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(text.trim())) {
    return Number(text);
  }
  if (type.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** What is wrong with the value the form shows for `parameter`, as a sentence; undefined when nothing is. */
export function parameterProblem(
  parameter: Parameter,
  shown: string | readonly string[] | undefined,
): string | undefined {
  const empty = shown === undefined || shown.length === 0;
  if (empty) return parameter.required ? `${parameter.name} is required.` : undefined;
  const schema = parameter.schema ?? {};
  const value = Array.isArray(shown) ? shown.map((item) => typed(schema.items, item)) : typed(schema, shown as string);
  const [problem] = checkValue(schema, value, parameter.name);
  return problem && `${problem.path} ${problem.message}.`;
}
