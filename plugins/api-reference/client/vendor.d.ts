/** Postman packages the API theme uses that ship no type declarations. */

/** The individual generators of postman-code-generators, loaded one by one. */
declare module 'postman-code-generators/codegens/*';

/** Postman's collection SDK (requests for the code generators; used here by the unit tests). */
declare module 'postman-collection';
