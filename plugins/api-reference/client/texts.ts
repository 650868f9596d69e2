/** Words the request panel shows that tests and components share. */

/** Under the server choice, while the local mock server is chosen. */
export const MOCK_NOTE =
  'Requests go to the local mock server, which answers from the API description; no real data changes.';

/** Next to the key field, while the local mock server is chosen. */
export const MOCK_KEY_NOTE = 'The local mock server accepts any key, so you can try requests without an account.';

/** The key "Use a demo key" fills in: the mock checks only that there is one. */
export const MOCK_DEMO_KEY = 'demo-key-for-the-mock-server';

/** Under the server choice, while the reader's own server is chosen. */
export const OWN_SERVER_NOTE =
  'Requests go to the server at the URL you enter, with the API key you paste below. The server must allow requests from this site (CORS).';
