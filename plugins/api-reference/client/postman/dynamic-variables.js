/**
 * Stands in for postman-collection's `superstring/dynamic-variables` in the browser bundle.
 *
 * The original defines Postman's `{{$random…}}` variables with faker, which would add the whole
 * faker English locale to every API page. The API reference never substitutes Postman variables
 * (requests are built from the form), so only the variables that need no faker are kept, with the
 * same names and behaviour (UUIDs come from the browser's crypto.randomUUID).
 */
module.exports = {
  $guid: {
    description: 'A v4 style guid',
    generator: function () {
      return globalThis.crypto.randomUUID();
    },
  },
  $timestamp: {
    description: 'The current timestamp',
    generator: function () {
      return Math.round(Date.now() / 1000);
    },
  },
  $isoTimestamp: {
    description: 'The current ISO timestamp at zero UTC',
    generator: function () {
      return new Date().toISOString();
    },
  },
  $randomInt: {
    description: 'A random integer between 0 and 1000',
    generator: function () {
      return ~~(Math.random() * (1000 + 1));
    },
  },
  $randomUUID: {
    description: 'A random 36-character UUID',
    generator: function () {
      return globalThis.crypto.randomUUID();
    },
  },
};
