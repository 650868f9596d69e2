/** Words the request panel shows that tests and components share. */

/** Under the server choice, while the local mock server is chosen. */
export const MOCK_NOTE =
  'Requests go to the local mock server, which answers from the API description; no real data changes.';
