import { lazyChunk, useLazyChunk } from "./lazy-chunk";

// Radix Toast and zod/mini are ~18 KB gzip together: fetched when the visitor first focuses the
// form, not with the page. If the chunk cannot load, the form still posts and the server checks it.
const loadExtras = lazyChunk(() => import("./extras"));

/** The extras once loaded (null before), and a loader that resolves to them or to null on failure. */
export function useLazyExtras() {
  const [extras, ensure] = useLazyChunk(loadExtras);
  return { Toaster: extras?.Toaster ?? null, ensure };
}
