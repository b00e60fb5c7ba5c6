import { useCallback, useState } from "react";

// Radix Toast and zod/mini are ~18 KB gzip together: fetched when the visitor first focuses the
// form, not with the page. If the chunk cannot load, the form still posts and the server checks it.
type Extras = typeof import("./extras");
let loading: Promise<Extras> | undefined;

function loadExtras() {
  loading ??= import("./extras").catch((err: unknown) => {
    loading = undefined; // a later attempt may succeed (e.g. after a network blip)
    throw err;
  });
  return loading;
}

/** The extras once loaded (null before), and a loader that resolves to them or to null on failure. */
export function useLazyExtras() {
  const [extras, setExtras] = useState<Extras | null>(null);
  const ensure = useCallback(
    () =>
      loadExtras().then(
        (loaded) => {
          setExtras(loaded);
          return loaded;
        },
        () => null,
      ),
    [],
  );
  return { Toaster: extras?.Toaster ?? null, ensure };
}
