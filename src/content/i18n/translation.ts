// Kept apart from types.ts, which imports the English files' types: the English files use this one.

/**
 * Another language's twin of an `as const` object: the same keys and nesting, every string literal
 * widened to string (functions keep their parameters), so it holds other words in the same places.
 */
export type Translation<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translation<R>
      : T extends readonly (infer E)[]
        ? readonly Translation<E>[]
        : { readonly [K in keyof T]: Translation<T[K]> };
