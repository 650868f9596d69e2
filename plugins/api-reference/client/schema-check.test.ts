import assert from 'node:assert/strict';
import {test} from 'node:test';
import {initialValue, parameterProblem, type Parameter} from './parameters';
import {checkJsonBody, checkValue, describe, type Schema} from './schema-check';

const limit: Parameter = {
  name: 'limit',
  in: 'query',
  schema: {type: 'integer', minimum: 1, maximum: 100, default: 25},
  example: 25,
};
const status: Parameter = {
  name: 'status',
  in: 'query',
  schema: {type: 'string', enum: ['ready', 'failed']},
  example: 'ready',
};
const ids: Parameter = {
  name: 'ids',
  in: 'query',
  required: true,
  schema: {type: 'array', minItems: 1, items: {type: 'string', pattern: '^[a-z0-9]{10}$'}},
  example: ['k7d2m9x4qp'],
};

test('an optional parameter starts from its default only, as text; a required one from its example', () => {
  assert.equal(initialValue(limit), '25');
  assert.equal(initialValue(status), undefined);
  assert.deepEqual(initialValue(ids), ['k7d2m9x4qp']);
  assert.equal(initialValue({name: 'q', in: 'query', required: true, example: 'a b&c'}), 'a%20b%26c');
});

test('a parameter value is checked against its schema, named in the message', () => {
  assert.equal(parameterProblem(limit, 'abc'), 'limit must be an integer.');
  assert.equal(parameterProblem(limit, '0'), 'limit must be 1 or more.');
  assert.equal(parameterProblem(limit, '25'), undefined);
  assert.equal(parameterProblem(limit, ''), undefined);
  assert.equal(parameterProblem(ids, []), 'ids is required.');
  assert.equal(
    parameterProblem(ids, ['k7d2m9x4qp', 'nope']),
    'ids[1] does not have the expected form (pattern ^[a-z0-9]{10}$).',
  );
});

const body: Schema = {
  type: 'object',
  required: ['source', 'title'],
  properties: {
    title: {type: 'string', minLength: 1, maxLength: 5},
    source: {
      oneOf: [
        {type: 'object', required: ['type', 'url'], properties: {type: {enum: ['url']}, url: {type: 'string'}}},
        {type: 'object', required: ['type', 'size'], properties: {type: {enum: ['upload']}, size: {type: 'integer'}}},
      ],
    },
  },
};

test('a body is checked for required properties, types, allowed values and lengths', () => {
  assert.deepEqual(checkValue(body, {title: 'Hi', source: {type: 'url', url: 'https://x'}}), []);
  assert.deepEqual(describe(checkValue(body, {title: 'Too long'})), [
    'source is required.',
    'title must be at most 5 characters (it has 8).',
  ]);
  assert.deepEqual(describe(checkValue(body, {title: 'Hi', source: {type: 'upload', size: '3'}})), [
    'source.size must be an integer.',
  ]);
  assert.deepEqual(describe(checkValue(body, 'x')), ['The body must be an object.']);
});

test('a pattern that does not compile is left to the API, not thrown', () => {
  assert.deepEqual(checkValue({type: 'string', pattern: '^(*.)?x$'}, 'anything'), []);
});

test('a body that is not JSON is named as such, with where it breaks', () => {
  const [problem] = checkJsonBody('{"title": "Hi",}', body);
  assert.match(problem!.message, /^The body is not valid JSON: .+/);
  assert.deepEqual(checkJsonBody('', body), []);
});
