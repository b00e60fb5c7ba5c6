import { useEffect } from "react";
import { fetchQuery } from "../../lib/api-request";

// When the owner comes back to an open inbox tab after the session ended (8 idle hours, or signed
// out elsewhere), go to sign-in instead of showing stale leads. Renders nothing.
export default function SessionWatch({ signInUrl }: { signInUrl: string }) {
  useEffect(() => {
    const check = async () => {
      if (document.visibilityState !== "visible") return;
      const list = await fetchQuery(["/api/quote-requests"], { on401: "returnNull" }).catch(() => undefined);
      if (list === null) window.location.assign(signInUrl);
    };
    const onVisibilityChange = () => void check();
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => document.removeEventListener("visibilitychange", onVisibilityChange);
  }, [signInUrl]);
  return null;
}
