import { createElement } from "react";
import { lazyChunk, useLazyChunk } from "../lazy-chunk";

// The truck picker and the live range's arithmetic are fetched when the visitor first opens "How
// much is going?", never with the page: most visitors skip it. If the chunk cannot load, the plain
// radios stay and the server prices the picks all the same.

/** The picker's components (drawn with this React: the chunk brings none) and its arithmetic. */
export type Picker = ReturnType<typeof import("./picker").withReact>;

const loadPicker = lazyChunk(() => import("./picker").then((chunk) => chunk.withReact(createElement)));

/** The picker once loaded (null before), and its loader. */
export function useLazyPicker() {
  const [picker, ensure] = useLazyChunk(loadPicker);
  return { picker, ensure };
}
