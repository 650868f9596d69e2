/**
 * The OpenAPI document (api-spec/vidcove.yaml) is the source of the API's facts; the facts sheet's
 * `api` section (src/data/facts/api.ts) and the few other facts the API states (identifier
 * formats, tag and domain limits, upload size) let help articles render them. This test proves the
 * two agree: operations, base URL, rate limits, pagination, polling, URL schemes, problem types and
 * error codes, required fields and limits. Change the document and the sheet together.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import yaml from 'js-yaml';
import {api, identifiers, limits, planIds, plans, restrictions, ui} from '../src/data/facts';
import {mockApiPort, mockServer} from '../plugins/api-reference/options';

type Json = string | number | boolean | null | Json[] | {[key: string]: Json};
type JsonObject = {[key: string]: Json};

const spec = yaml.load(readFileSync(path.join(__dirname, '..', 'api-spec', 'vidcove.yaml'), 'utf8')) as JsonObject;

/** Follows a local `$ref` (`#/components/schemas/Media`), and any chain of them. */
function resolve(node: Json | undefined): Json | undefined {
  let current = node;
  while (current && typeof current === 'object' && !Array.isArray(current) && typeof current.$ref === 'string') {
    const pointer = current.$ref.replace(/^#\//, '').split('/');
    current = pointer.reduce<Json | undefined>((value, key) => (value as JsonObject | undefined)?.[key], spec);
  }
  return current;
}

function object(node: Json | undefined, where: string): JsonObject {
  const resolved = resolve(node);
  assert.ok(resolved && typeof resolved === 'object' && !Array.isArray(resolved), `${where} is an object`);
  return resolved;
}

const schema = (name: string) => object(object(object(spec.components, 'components').schemas, 'schemas')[name], name);
const property = (schemaName: string, name: string) =>
  object(object(schema(schemaName).properties, schemaName)[name], `${schemaName}.${name}`);

/** Every operation of the document, with its method and path. */
const operations: JsonObject[] = Object.entries(object(spec.paths, 'paths')).flatMap(([pathName, item]) =>
  Object.entries(object(item, pathName)).map(([method, operation]) => ({
    ...object(operation, `${method} ${pathName}`),
    method: method.toUpperCase(),
    path: pathName,
  })),
);
const operation = (id: string) => {
  const found = operations.find((candidate) => candidate.operationId === id);
  assert.ok(found, `the document has an operation ${id}`);
  return found;
};

/** All prose of the document: every `description` and `summary`, and every example's `detail`. */
function texts(node: Json | undefined = spec): string[] {
  if (!node || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap((item) => texts(item));
  return Object.entries(node).flatMap(([key, value]) =>
    ['description', 'summary', 'detail'].includes(key) && typeof value === 'string' ? [value] : texts(value),
  );
}
const prose = texts();

/** Every example value in the document (response and request examples, and `example` fields). */
function examples(node: Json | undefined = spec): Json[] {
  if (!node || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap((item) => examples(item));
  return Object.entries(node).flatMap(([key, value]) => {
    if (key === 'examples' && value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.values(value).flatMap((example) => {
        const resolved = resolve(example) as JsonObject | undefined;
        return resolved && 'value' in resolved ? [resolved.value!] : [];
      });
    }
    return examples(value);
  });
}

/** Numbers that a regular expression finds in the document's prose, as `"<number>"` strings without commas. */
const numbersIn = (pattern: RegExp): string[] =>
  prose.flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1]!.replace(/,/g, '')));

describe('the facts sheet agrees with the OpenAPI document', () => {
  test('operations: the same ids, methods, paths and summaries', () => {
    assert.deepEqual(
      operations
        .map((op) => ({id: op.operationId, method: op.method, path: op.path, summary: op.summary}))
        .sort((a, b) => String(a.id).localeCompare(String(b.id))),
      Object.values(api.operations)
        .map((op) => ({...op}))
        .sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  test('tags: the same groups of operations, in the same order', () => {
    assert.deepEqual(
      (spec.tags as JsonObject[]).map((tag) => tag.name),
      [...api.tags],
    );
  });

  test('the mock server the document lists is the one the site starts (plugins/api-reference/options.ts)', () => {
    const mock = (spec.servers as JsonObject[]).find((server) => String(server.url).startsWith('http://localhost'));
    assert.equal(mock?.url, mockServer.url);
    assert.match(String(mock?.description), new RegExp(`\\bport ${mockApiPort}\\b`));
    assert.match(String((spec.info as JsonObject).description), new RegExp(`\`${mockServer.url}\``));
  });

  test('base URL and the API key format', () => {
    const servers = spec.servers as JsonObject[];
    assert.equal(servers[0]!.url, api.baseUrl);
    const scheme = object(
      object(object(spec.components, 'components').securitySchemes, 'securitySchemes').apiKey,
      'apiKey',
    );
    assert.equal(String(scheme.scheme).toLowerCase(), api.auth.scheme.toLowerCase());
    assert.match(String(scheme.bearerFormat), new RegExp(`^${api.auth.keyPrefix}`));
    assert.ok(identifiers.apiKey.example.startsWith(api.auth.keyPrefix));
    const access = property('Account', 'api_key');
    assert.deepEqual(
      object(object(access.properties, 'api_key').access, 'access').enum,
      Object.values(api.auth.access),
    );
    for (const option of ui.settings.apiKeys.expiryOptions) {
      assert.match(
        String(scheme.description),
        new RegExp(option.toLowerCase()),
        `the key description names the expiry "${option}"`,
      );
    }
  });

  test('rate limits: every "<n> on <plan>" in the document is the plan\'s limit', () => {
    const planNames = planIds.map((id) => plans[id].name).join('|');
    const stated = prose.flatMap((text) =>
      [...text.matchAll(new RegExp(`([\\d,]+)(?: requests)? on (${planNames})\\b`, 'g'))].map(
        (m) => [m[2]!, Number(m[1]!.replace(/,/g, ''))] as const,
      ),
    );
    assert.ok(stated.length >= 9, `the document states the limits in several places (${stated.length} found)`);
    for (const [planName, value] of stated) {
      const id = planIds.find((candidate) => plans[candidate].name === planName)!;
      assert.equal(value, api.rateLimit.perMinute[id], `${planName}: ${value} in the document`);
    }
  });

  test('rate limits: the headers and the status', () => {
    const headers = object(object(spec.components, 'components').headers, 'headers');
    for (const name of Object.values(api.rateLimit.headers)) assert.ok(name in headers, `header ${name} is declared`);
    const tooMany = object(
      object(object(spec.components, 'components').responses, 'responses').TooManyRequests,
      'TooManyRequests',
    );
    assert.ok(api.rateLimit.headers.retryAfter in object(tooMany.headers, 'headers'));
    for (const op of operations) {
      const responses = object(op.responses, `${op.operationId} responses`);
      assert.ok(String(api.rateLimit.status) in responses, `${op.operationId} documents ${api.rateLimit.status}`);
      for (const [status, response] of Object.entries(responses)) {
        if (!status.startsWith('2')) continue;
        const declared = Object.keys(object(object(response, status).headers, `${op.operationId} ${status} headers`));
        for (const name of [
          api.rateLimit.headers.limit,
          api.rateLimit.headers.remaining,
          api.rateLimit.headers.reset,
        ]) {
          assert.ok(declared.includes(name), `${op.operationId} ${status} carries ${name}`);
        }
      }
    }
  });

  test('pagination: page size, cursor lifetime, field names and by-ID lookups', () => {
    const parameters = object(object(spec.components, 'components').parameters, 'parameters');
    const limit = object(parameters.Limit, 'Limit');
    const limitSchema = object(limit.schema, 'Limit.schema');
    assert.equal(limit.name, api.pagination.limitParam);
    assert.equal(limitSchema.default, api.pagination.defaultLimit);
    assert.equal(limitSchema.maximum, api.pagination.maxLimit);
    const cursor = object(parameters.Cursor, 'Cursor');
    assert.equal(cursor.name, api.pagination.cursorParam);
    assert.match(String(cursor.description), new RegExp(`valid for ${api.pagination.cursorValidHours} hours`));
    const page = object(schema('Pagination').properties, 'Pagination');
    assert.ok(api.pagination.nextCursorField in page && api.pagination.hasMoreField in page);
    assert.deepEqual(
      [...new Set(numbersIn(/up to ([\d,]+) (?:media items|channels) in one request/g))],
      [String(api.pagination.maxIdsPerLookup)],
    );
  });

  test("polling: the ingest status is polled at most once in the facts sheet's interval", () => {
    const description = String(operation('media-ingest-status').description);
    assert.deepEqual(numbersIn(/once every (\d+) seconds/g), [String(api.ingestStatus.minPollIntervalSeconds)]);
    assert.match(description, new RegExp(`once every ${api.ingestStatus.minPollIntervalSeconds} seconds`));
    const stage = property('IngestStatus', 'stage');
    assert.deepEqual(stage.enum, [...api.ingestStatus.stages]);
  });

  test('creating media: required fields, source types, URL schemes, size, duration and upload method', () => {
    assert.deepEqual([...(schema('NewMedia').required as string[])].sort(), [...api.newMedia.requiredFields].sort());
    const source = property('NewMedia', 'source');
    const variants = (source.oneOf as Json[]).map((variant) => object(variant, 'source variant'));
    assert.deepEqual(
      variants.map((variant) => object(object(variant.properties, 'properties').type, 'type').enum).flat(),
      Object.values(api.newMedia.sourceTypes),
    );
    const url = property('UrlSource', 'url');
    const schemes = api.newMedia.urlSchemes as readonly string[];
    assert.equal(url.pattern, schemes.length === 1 ? `^${schemes[0]}://` : `^(${schemes.join('|')})://`);
    const size = property('UploadSource', 'size_bytes');
    assert.equal(size.maximum, api.newMedia.maxFileSizeGb * 1e9);
    assert.deepEqual([...new Set(numbersIn(/up to ([\d,]+) GB/gi))], [String(api.newMedia.maxFileSizeGb)]);
    assert.deepEqual([...new Set(numbersIn(/([\d,]+) hours long/g))], [String(api.newMedia.maxDurationHours)]);
    const upload = object((schema('NewMediaResult').allOf as Json[])[1], 'NewMediaResult');
    const target = object(object(upload.properties, 'properties').upload, 'upload');
    assert.deepEqual(object(object(target.properties, 'upload').method, 'method').enum, [api.newMedia.uploadMethod]);
    const mediaNew = String(operation('media-new').description);
    assert.match(
      mediaNew,
      new RegExp(`one \`${api.newMedia.uploadMethod}\` request within ${api.newMedia.uploadUrlValidHours} hours`),
    );
    assert.match(mediaNew, new RegExp(`valid for ${api.newMedia.sourceUrlValidHours} hours`));
    assert.deepEqual(numbersIn(/answers `(\d+)` when the whole file/g), [String(api.newMedia.uploadSuccessStatus)]);
  });

  test('creating media: a 403 is a read-only key or full storage, nothing else', () => {
    const forbidden = object(object(operation('media-new').responses, 'responses')['403'], '403');
    const content = object(object(forbidden.content, 'content')['application/problem+json'], 'problem');
    const types = Object.values(object(content.examples, 'examples')).map((example) =>
      String(object(object(example, 'example').value, 'value').type).replace(api.problemTypeBase, ''),
    );
    assert.deepEqual(types.sort(), [...api.newMedia.forbiddenProblems].sort());
  });

  test('problem types: the same slugs, statuses and titles', () => {
    const problems = new Map<string, {status: Json; title: Json}>();
    for (const value of examples()) {
      if (!value || typeof value !== 'object' || Array.isArray(value) || typeof value.type !== 'string') continue;
      if (!value.type.startsWith(api.problemTypeBase)) continue;
      const slug = value.type.slice(api.problemTypeBase.length);
      const seen = problems.get(slug);
      if (seen)
        assert.deepEqual(
          {status: value.status, title: value.title},
          seen,
          `every ${slug} example has one status and title`,
        );
      problems.set(slug, {status: value.status!, title: value.title!});
    }
    assert.deepEqual(
      Object.fromEntries([...problems].sort()),
      Object.fromEntries(
        Object.entries(api.problems)
          .map(([slug, problem]) => [slug, {status: problem.status, title: problem.title}])
          .sort(),
      ),
    );
  });

  test('ingest error codes: the same codes', () => {
    const error = property('IngestStatus', 'error');
    const code = object(object(error.properties, 'error').code, 'code');
    assert.deepEqual(code.enum, Object.keys(api.ingestStatus.errorCodes));
  });

  test('identifiers: the same patterns and examples', () => {
    const pairs = [
      ['MediaId', identifiers.mediaId],
      ['ChannelId', identifiers.channelId],
      ['WhitelistId', identifiers.restrictionProfileId],
    ] as const;
    for (const [name, fact] of pairs) {
      assert.equal(schema(name).pattern, fact.pattern, `${name} pattern`);
      assert.equal(schema(name).example, fact.example, `${name} example`);
    }
    assert.equal(property('Account', 'account_key').pattern, identifiers.accountKey.pattern);
    assert.equal(property('Account', 'account_key').example, identifiers.accountKey.example);
  });

  test('limits: tags, tag length and domains per whitelist', () => {
    assert.equal(property('Media', 'tags').maxItems, limits.maxTagsPerMedia);
    assert.equal(property('NewMedia', 'tags').maxItems, limits.maxTagsPerMedia);
    assert.equal(schema('TagName').maxLength, limits.tagMaxLength);
    assert.equal(property('NewWhitelist', 'domains').maxItems, restrictions.maxDomainsPerProfile);
    assert.deepEqual([...new Set(numbersIn(/at most ([\d,]+) tags/g))], [String(limits.maxTagsPerMedia)]);
    assert.deepEqual([...new Set(numbersIn(/at most ([\d,]+) domains/g))], [String(restrictions.maxDomainsPerProfile)]);
  });
});

describe('the agreement check itself', () => {
  test('finds a disagreement: a rate limit stated differently', () => {
    const planNames = planIds.map((id) => plans[id].name).join('|');
    const text = '60 requests on Starter, 500 on Business and 1,200 on Enterprise';
    const stated = [...text.matchAll(new RegExp(`([\\d,]+)(?: requests)? on (${planNames})\\b`, 'g'))].map((m) => [
      m[2],
      Number(m[1]!.replace(/,/g, '')),
    ]);
    assert.deepEqual(stated, [
      ['Starter', 60],
      ['Business', 500],
      ['Enterprise', 1200],
    ]);
    assert.notEqual(stated[1]![1], api.rateLimit.perMinute.business);
  });
});
