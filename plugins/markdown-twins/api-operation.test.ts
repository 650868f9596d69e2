import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {twinTextProblems} from './lint';
import {operationIds} from '../api-reference/generate/generate';
import {parseSpec} from '../api-reference/generate/spec';
import {OpenApiDocument, operationMarkdown} from './api-operation';

const document = {
  openapi: '3.0.3',
  info: {title: 'Test API', version: '1.0.0'},
  servers: [{url: 'https://api.example.com/v1/'}],
  security: [{key: []}],
  paths: {
    '/media/{mediaId}/tags': {
      parameters: [{$ref: '#/components/parameters/MediaId'}],
      post: {
        operationId: 'media-tags-add',
        description: 'Adds tags to a media item.\n\nNeeds **Read and write** access.',
        parameters: [
          {
            name: 'notify',
            in: 'query',
            required: true,
            description: 'Tell | the owner',
            schema: {type: 'boolean'},
            example: true,
          },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {$ref: '#/components/schemas/TagRequest'},
              examples: {two: {$ref: '#/components/examples/TwoTags'}},
            },
          },
        },
        responses: {
          '200': {
            description: 'The media item, with its tags.',
            content: {
              'application/json': {
                schema: {$ref: '#/components/schemas/Media'},
                example: {id: 'k7d2m9x4qp', tags: ['hr']},
              },
            },
          },
          '404': {$ref: '#/components/responses/NotFound'},
        },
      },
    },
  },
  components: {
    securitySchemes: {key: {type: 'http', scheme: 'bearer', description: 'An API key.'}},
    parameters: {
      MediaId: {name: 'mediaId', in: 'path', required: true, schema: {type: 'string', example: 'k7d2m9x4qp'}},
    },
    examples: {TwoTags: {summary: 'Two tags', value: {tags: ['hr', "it's"]}}},
    responses: {
      NotFound: {
        description: 'No such media item.',
        content: {'application/problem+json': {schema: {type: 'object'}, example: {status: 404}}},
      },
    },
    schemas: {
      TagRequest: {
        type: 'object',
        required: ['tags'],
        properties: {tags: {type: 'array', maxItems: 30, items: {type: 'string'}, description: 'Tags to add.'}},
      },
      Media: {
        allOf: [
          {type: 'object', required: ['id'], properties: {id: {type: 'string', description: 'The media ID.'}}},
          {
            type: 'object',
            properties: {
              visibility: {type: 'string', enum: ['public', 'private'], default: 'private'},
              owner: {$ref: '#/components/schemas/Owner'},
            },
          },
        ],
      },
      Owner: {
        type: 'object',
        properties: {name: {type: 'string', nullable: true}, manager: {$ref: '#/components/schemas/Owner'}},
      },
    },
  },
};

const api = new OpenApiDocument(document);
const markdown = operationMarkdown(api, api.operation('media-tags-add')!, 'TEST_API_KEY');

describe('an API operation as Markdown', () => {
  test('method and full URL first, then the description', () => {
    assert.ok(
      markdown.startsWith(
        '`POST https://api.example.com/v1/media/{mediaId}/tags`\n\nAdds tags to a media item.\n\nNeeds **Read and write** access.',
      ),
    );
  });

  test('authentication, from the security scheme', () => {
    assert.match(
      markdown,
      /## Authentication\n\nSend an API key as a bearer token in the `Authorization` header\. An API key\./,
    );
  });

  test('parameters of the path item and the operation, in one table', () => {
    assert.match(markdown, /\| `mediaId` \| path \| string \| yes \| +\|/);
    assert.match(markdown, /\| `notify` \| query \| boolean \| yes \| Tell \\\| the owner \|/);
  });

  test('the request body: its schema as a list, and its example', () => {
    assert.match(
      markdown,
      /## Request body\n\n`application\/json`, required\.\n\n- `tags` \(array of string, up to 30 items, required\): Tags to add\./,
    );
    assert.match(
      markdown,
      /Example \(Two tags\):\n\n```json\n\{\n {2}"tags": \[\n {4}"hr",\n {4}"it's"\n {2}\]\n\}\n```/,
    );
  });

  test('a success response: schema with allOf merged, enums, defaults, nesting, and recursion stopped', () => {
    assert.match(markdown, /### 200\n\nThe media item, with its tags\.\n\nBody: `application\/json`, schema `Media`\./);
    assert.match(markdown, /- `id` \(string, required\): The media ID\./);
    assert.match(markdown, /- `visibility` \(string, one of `public`, `private`, default `"private"`\)/);
    assert.match(markdown, /- `owner` \(object\)\n {2}- `name` \(string, nullable\)\n {2}- `manager` \(object\)\n/);
  });

  test('an error response: its description and example', () => {
    assert.match(
      markdown,
      /### 404\n\nNo such media item\.\n\nBody: `application\/problem\+json`\.\n\nExample:\n\n```json\n\{\n {2}"status": 404\n\}\n```/,
    );
  });

  test('an example request in curl: path filled in, required query, key from the environment, body quoted', () => {
    assert.match(
      markdown,
      /With your API key in the `TEST_API_KEY` environment variable:\n\n```bash\ncurl --request POST \\\n {2}--url 'https:\/\/api\.example\.com\/v1\/media\/k7d2m9x4qp\/tags\?notify=true' \\\n {2}--header "Authorization: Bearer \$TEST_API_KEY" \\\n {2}--header 'Accept: application\/json' \\\n {2}--header 'Content-Type: application\/json' \\\n {2}--data '\{"tags":\["hr","it'\\''s"\]\}'\n```$/,
    );
  });

  test('every operation of the committed OpenAPI document makes a clean twin', () => {
    const file = path.join(__dirname, '..', '..', 'api-spec', 'vidcove.yaml');
    const committed = new OpenApiDocument(parseSpec(readFileSync(file, 'utf8'), file));
    const ids = operationIds(committed.document);
    assert.ok(ids.length >= 18);
    for (const id of ids) {
      const twin = operationMarkdown(committed, committed.operation(id)!, 'VIDCOVE_API_KEY');
      assert.match(twin, /^`(GET|POST|PUT|PATCH|DELETE) https:\/\/api\.vidcove\.com\/v1\//, id);
      assert.match(twin, /## Responses\n/, id);
      assert.match(twin, /## Example request\n/, id);
      assert.deepEqual(twinTextProblems(twin), [], id);
    }
  });
});
