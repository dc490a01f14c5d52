// Decision 0208: a locale's catalogue has the shape of the English one, text for text: the compiler refuses a
// missing or extra key, and catalogue-check.ts (run by catalogues.test.ts) the placeholders that differ.

/** The shape of an English catalogue with every text a plain string (any wording), lists kept at their length. */
export type Translation<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { readonly [K in keyof T]: Translation<T[K]> }
    : { readonly [K in keyof T]: Translation<T[K]> };
