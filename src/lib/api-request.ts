// The browser's request helpers, following the spec's shared request behaviour: JSON body with a
// JSON content type only when a body is given, cookies always included, and any non-success
// response raised as an Error whose message is "<status>: <body text or status text>".

async function throwIfResNotOk(res: Response) {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** The default data fetch: GET the URL made by joining the key segments with "/", parsed as JSON. */
export async function fetchQuery<T>(
  queryKey: readonly unknown[],
  { on401 = "throw" }: { on401?: UnauthorizedBehavior } = {},
): Promise<T | null> {
  const res = await fetch(queryKey.join("/"), { credentials: "include" });
  if (on401 === "returnNull" && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}
