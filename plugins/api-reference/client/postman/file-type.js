/** Stands in for `file-type` in postman-collection's response helpers (see ./response-helpers.js): no type is detected. */
module.exports = () => undefined;
