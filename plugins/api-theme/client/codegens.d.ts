/** The individual generators of postman-code-generators, loaded one by one (no types shipped). */
declare module 'postman-code-generators/codegens/*';
