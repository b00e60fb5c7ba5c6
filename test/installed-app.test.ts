import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../src/index";
import { ORIGIN, call, signedIn } from "./admin-helpers";
import { makeDevice } from "./push-helpers";

// The inbox as an installed app: a manifest and a service worker that cover the owner's screens
// and nothing else, and the alerts card that turns push on for a device.

const text = async (path: string, cookie?: string) => {
  const res = await call(path, { cookie });
  return { res, body: await res.text() };
};

describe("the installed inbox", () => {
  it("has a web app manifest for /admin only, with the brand's icons, that needs no session", async () => {
    const { res, body } = await text("/admin/manifest.webmanifest");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
    const manifest = JSON.parse(body) as {
      scope: string;
      start_url: string;
      display: string;
      short_name: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ scope: "/admin", start_url: "/admin", display: "standalone", short_name: "Leads" });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of manifest.icons) expect(icon.src).toMatch(/^\/build\/icons\/icon-[\w-]+\.png$/);
  });

  it("serves a service worker that may control /admin, shows alerts, opens only /admin screens, and caches nothing", async () => {
    const { res, body } = await text("/admin/sw.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("service-worker-allowed")).toBe("/admin");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(body).toContain("showNotification");
    expect(body).toContain("notificationclick");
    // No fetch handler and no Cache Storage: a lead's data never stays on the phone.
    expect(body).not.toMatch(/addEventListener\(\s*["']fetch/);
    expect(body).not.toContain("caches");
  });

  it("links the manifest and the home-screen icon on the owner's screens, never on a public page", async () => {
    const { cookie } = await signedIn();
    const inbox = (await text("/admin", cookie)).body;
    expect(inbox).toContain('<link rel="manifest" href="/admin/manifest.webmanifest"/>');
    expect(inbox).toMatch(/<link rel="apple-touch-icon" href="\/build\/icons\/apple-touch-icon-\w+\.png"\/>/);
    expect(inbox).toContain('<meta name="theme-color" content="#0f172a"/>');
    for (const path of ["/", "/junk-removal", "/es/", "/privacy"]) {
      const page = (await text(path)).body;
      expect(page, path).not.toContain('rel="manifest"');
      expect(page, path).not.toContain("apple-touch-icon");
    }
  });

  it("allows the worker and the manifest in the pages' policy (worker-src, manifest-src 'self')", async () => {
    const { res } = await text("/admin/sign-in");
    const policy = res.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });
});

describe("the lead alerts card on the inbox", () => {
  const props = (html: string) =>
    JSON.parse(/data-island="LeadAlerts" data-wake="load" data-props="([^"]*)"/.exec(html)![1]!.replace(/&quot;/g, '"')) as {
      configured: boolean;
      publicKey: string | null;
    };

  it("carries the VAPID public key when the server has both halves", async () => {
    const { cookie } = await signedIn();
    const html = (await text("/admin", cookie)).body;
    expect(props(html)).toEqual({ configured: true, publicKey: env.VAPID_PUBLIC_KEY, maxDevices: 10 });
    expect(html).toContain("Lead alerts on this device");
  });

  it("says alerts are not set up, with no button, when the private key is missing", async () => {
    const { cookie } = await signedIn();
    const res = await app.request(`${ORIGIN}/admin`, { headers: { cookie } }, { ...env, VAPID_PRIVATE_KEY: "" });
    const html = await res.text();
    expect(props(html)).toEqual({ configured: false, publicKey: null, maxDevices: 10 });
    expect(html).toContain("Lead alerts are not switched on for this website yet");
    expect(html).not.toContain("Turn on alerts");
  });
});

describe("GET /api/push/devices", () => {
  it("lists the signed-in user's own devices by label, without endpoints or keys", async () => {
    const mine = await signedIn();
    const other = await signedIn();
    const device = await makeDevice();
    const subscribe = (cookie: string, subscription: unknown, userAgent: string) =>
      call("/api/push/subscribe", {
        method: "POST",
        cookie,
        headers: { "content-type": "application/json", origin: ORIGIN, "user-agent": userAgent },
        body: JSON.stringify(subscription),
      });
    expect(
      (
        await subscribe(
          mine.cookie,
          device.subscription,
          "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await subscribe(
          other.cookie,
          (await makeDevice()).subscription,
          "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1",
        )
      ).status,
    ).toBe(201);
    const res = await call("/api/push/devices", { cookie: mine.cookie });
    expect(res.status).toBe(200);
    const { devices } = (await res.json()) as { devices: Record<string, unknown>[] };
    expect(devices.map((d) => d.label)).toEqual(["Chrome on Android"]);
    expect(JSON.stringify(devices)).not.toContain(device.subscription.endpoint);
    expect(JSON.stringify(devices)).not.toContain(device.subscription.keys.auth);
    expect((await call("/api/push/devices")).status).toBe(401);
  });
});
