/** Postman packages the API theme uses that ship no type declarations. */

/** The individual generators of postman-code-generators, loaded one by one. */
declare module 'postman-code-generators/codegens/*';

/** Postman's collection SDK (requests for the code generators; used here by the unit tests). */
declare module 'postman-collection';

/** crypto-js's SHA-1 alone (./crypto-js.ts). */
declare module 'crypto-js/sha1' {
  const SHA1: (message: string) => {toString(): string};
  export default SHA1;
}
