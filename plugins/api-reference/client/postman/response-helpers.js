/**
 * Stands in, in the browser bundle, for the packages postman-collection needs only to read responses:
 * `iconv-lite` (decoding charsets, with its CJK tables: about 400 KB), `file-type`, `mime`,
 * `mime-format` (content types), `http-reasons` (status texts) and `liquid-json` (lenient JSON). The
 * request panel builds Postman requests for its code samples and sends them with fetch; it never asks
 * postman-collection to read a response. ../../index.ts points each package here, for
 * postman-collection's own imports only; each keeps the shape its callers use, answering as for an
 * unknown type in UTF-8.
 */
module.exports = {
  // iconv-lite: no charset is known, so postman-collection decodes as UTF-8.
  encodingExists: () => false,
  decode: (buffer) => new TextDecoder().decode(buffer),
  // mime and mime-format: no extension or format is known; http-reasons: no status text.
  getExtension: () => null,
  getType: () => null,
  lookup: (key) => ({type: 'unknown', format: 'raw', source: String(key), detected: false, name: '', detail: ''}),
  // liquid-json: strict JSON.
  parse: (text, reviver) => JSON.parse(text, reviver),
};
