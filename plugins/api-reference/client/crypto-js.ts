/**
 * Stands in for `crypto-js` in the openapi theme's storage-utils, which needs only SHA-1 (to name the
 * stored authorization choice) but imports the whole library, every cipher and hash.
 */
import SHA1 from 'crypto-js/sha1';

export default {SHA1};
