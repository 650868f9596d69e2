import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {mockServer, readMockServerMode} from '../options';
import {operationDescription, referenceServers, startPageDescription} from './reference';

const production = {url: 'https://api.vidcove.com/v1', description: 'Production.'};
const listedMock = {url: 'http://localhost:4010/', description: 'The mock, as the document describes it.'};

describe('the servers the request panel offers', () => {
  const urls = (servers: {url: string}[]) => servers.map((server) => server.url);

  test('default: the mock first, the document’s own entry for it kept', () => {
    assert.deepEqual(referenceServers([production, listedMock], 'default', mockServer), [listedMock, production]);
  });

  test('offered: the real API first; a mock the document does not list is added with its own description', () => {
    const servers = referenceServers([production], 'offered', mockServer);
    assert.deepEqual(urls(servers), [production.url, mockServer.url]);
    assert.equal(servers[1]!.description, mockServer.description);
  });

  test('off: the mock is not offered, even when the document lists it', () => {
    assert.deepEqual(referenceServers([production, listedMock], 'off', mockServer), [production]);
  });

  test('API_MOCK_SERVER: off unless set, and a value it does not know stops the build', () => {
    assert.equal(readMockServerMode(undefined), 'off');
    assert.equal(readMockServerMode(' default '), 'default');
    assert.throws(() => readMockServerMode('on'), /API_MOCK_SERVER must be one of default, offered, off, not "on"/);
  });
});

describe('meta descriptions', () => {
  test('a long summary and path fall back to a shorter wording, never past 160 characters', () => {
    const operation = {
      method: 'delete' as const,
      path: '/accounts/{accountId}/restriction-profiles/{profileId}/domains/{domain}',
      operationId: 'x',
      summary: 'Remove one domain from the allow list of a restriction profile of an account',
    };
    const description = operationDescription(operation, 'Vidcove API');
    assert.ok(description.length <= 160, description);
    assert.match(description, /^Remove one domain .* DELETE \/accounts\/:accountId\//);
    assert.doesNotMatch(description, /[{}]/, 'braces are MDX syntax in the Markdown twin');
  });

  test('the start page: the first sentence of the API description', () => {
    assert.equal(
      startPageDescription({title: 'Vidcove API', description: 'Manage **media** from your systems. More text.'}),
      'Vidcove API reference: Manage media from your systems. Every operation, with examples and a panel to try it.',
    );
  });
});
