// The owner's service worker, served at /admin/sw.js with the scope /admin (never a public page).
// It shows lead alerts and opens the request a tap is for. It has no fetch handler and no cache:
// a lead's data never sits on the phone beyond the page the owner has open.

import { openWindows, servePushes, sw } from "./push-worker";

type Alert = { title: string; body: string; url: string; tag: string };

// Only the owner's own screens open from a notification, whatever a payload says.
function ownAdminUrl(raw: unknown) {
  const url = new URL(typeof raw === "string" ? raw : "/admin", sw.location.origin);
  return url.origin === sw.location.origin && (url.pathname === "/admin" || url.pathname.startsWith("/admin/"))
    ? url.href
    : `${sw.location.origin}/admin`;
}

servePushes({
  notice(payload) {
    const data = payload as Partial<Alert> | null | undefined;
    // Not an alert: still tell the owner something arrived. A lead's reminder shares its alert's tag.
    const alert: Alert = data?.title
      ? { title: data.title, body: data.body ?? "", url: data.url ?? "/admin", tag: data.tag ?? "lead" }
      : { title: "New quote request", body: "Open the inbox to see it.", url: "/admin", tag: "lead" };
    return { title: alert.title, body: alert.body, tag: alert.tag, data: { url: alert.url } };
  },
  async open(data) {
    const target = ownAdminUrl((data as { url?: unknown } | null)?.url);
    // An inbox already open (the installed app) is reused rather than opening a second window.
    const inbox = (await openWindows()).find((client) => new URL(client.url).pathname.startsWith("/admin"));
    if (inbox) {
      const moved = await inbox.navigate(target).catch(() => null);
      await (moved ?? inbox).focus();
      return;
    }
    await sw.clients.openWindow(target);
  },
});
