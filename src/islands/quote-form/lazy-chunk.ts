import { useCallback, useState } from "react";

// Code the quote form fetches only when a visitor needs it (its toasts and schema, the truck
// picker), each in its own chunk: fetched once, and fetched again on the next need if it failed
// (e.g. after a network blip). The form works without it: the server checks and prices all the same.

/** A loader that fetches the chunk once; a failed fetch is forgotten, so a later call tries again. */
export function lazyChunk<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}

/** The chunk once loaded (null before), and a loader that resolves to it, or to null when it failed. */
export function useLazyChunk<T>(load: () => Promise<T>) {
  const [chunk, setChunk] = useState<T | null>(null);
  const ensure = useCallback(
    () =>
      load().then(
        (loaded) => {
          setChunk(() => loaded);
          return loaded;
        },
        () => null,
      ),
    [load],
  );
  return [chunk, ensure] as const;
}
