import type { BrowserContext, Page } from "@playwright/test";
import { expect, hasHorizontalScroll, phone, signInAsOwner, test } from "./fixtures";

// Issue 17, items 1 and 2, on a phone: the owner turns lead alerts on for this device from the
// inbox, and the inbox installs as an app whose service worker covers /admin and nothing else.
//
// The browser's own push service (Google's, Apple's, Mozilla's) lies outside the Worker and this
// machine is offline, so PushManager.subscribe is replaced by a stand-in that returns what a real
// browser returns: an https endpoint and a fresh P-256 key and auth secret. It records the key it
// was asked to subscribe with, so the test can check that it is the server's VAPID key.
async function standInPushService(context: BrowserContext) {
  await context.addInitScript(() => {
    const b64url = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    let current: PushSubscription | null = null;
    const w = window as unknown as { subscribedWithKey?: string };
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      w.subscribedWithKey = b64url(options!.applicationServerKey as Uint8Array);
      const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
      const p256dh = b64url(await crypto.subtle.exportKey("raw", pair.publicKey));
      const auth = b64url(crypto.getRandomValues(new Uint8Array(16)));
      const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`;
      current = {
        endpoint,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => ((current = null), true),
      } as unknown as PushSubscription;
      return current;
    };
  });
}

const devices = async (page: Page) =>
  ((await (await page.request.get("/api/push/devices")).json()) as { devices: { label: string }[] }).devices;
const alertsCard = (page: Page) => page.getByRole("region", { name: "Lead alerts on this device" });

test.describe("lead alerts and the installed inbox", () => {
  test.use(phone);

  test("turning alerts on asks for permission after the tap and stores this device's subscription; turning off removes it; a blocked permission says how to allow it, and nothing is stored", async ({
    ownerPage: page,
    context,
  }) => {
    await standInPushService(context);
    await context.grantPermissions(["notifications"]);
    await page.reload();
    const card = alertsCard(page);
    await expect(card.getByText("Get a notification on this device the moment a quote request arrives.")).toBeVisible();
    const before = (await devices(page)).length;
    await card.getByRole("button", { name: "Turn on alerts" }).click();
    await expect(card.getByText("Alerts are on for this device")).toBeVisible();
    await expect(card.getByRole("button", { name: "Turn off" })).toBeVisible();
    expect(await devices(page)).toHaveLength(before + 1);
    expect((await devices(page)).at(-1)!.label).toMatch(/^Chrome on \w+/);
    // The browser was asked to subscribe with the server's VAPID public key, as the page got it.
    const key = JSON.parse((await page.locator('[data-island="LeadAlerts"]').getAttribute("data-props"))!).publicKey as string;
    expect(await page.evaluate(() => (window as unknown as { subscribedWithKey?: string }).subscribedWithKey)).toBe(key);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.screenshot({ path: "reports/screens/alerts-on-phone.png" });

    await card.getByRole("button", { name: "Turn off" }).click();
    await expect(card.getByRole("button", { name: "Turn on alerts" })).toBeVisible();
    expect(await devices(page)).toHaveLength(before);

    // Blocked: the browser answers the next request for permission "denied".
    await page.evaluate(() => Object.defineProperty(Notification, "requestPermission", { value: async () => "denied" }));
    // The owner's device list is shared with the tests beside this one: what must not happen is a subscription sent.
    const sent: string[] = [];
    page.on("request", (req) => req.url().includes("/api/push/") && req.method() === "POST" && sent.push(req.url()));
    await card.getByRole("button", { name: "Turn on alerts" }).click();
    await expect(card.getByText("Notifications are blocked for this site.")).toBeVisible();
    await expect(card.getByRole("button")).toHaveCount(0);
    expect(sent).toEqual([]);
  });

  test("the manifest and the service worker install on /admin only; no public page registers a worker", async ({
    ownerPage: page,
    request,
  }) => {
    // The inbox registers the worker under the scope /admin; once it is active, the owner's next
    // screen opens under its control.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe("/admin");
    await page.goto("/admin/schedule");
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/admin\/sw\.js$/);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = (await (await request.get(manifestHref!)).json()) as {
      scope: string;
      start_url: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.scope).toBe("/admin");
    for (const icon of manifest.icons) {
      const res = await request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/png");
    }

    // A public page in the same browser is not controlled by it, links no manifest, registers nothing.
    for (const path of ["/", "/junk-removal", "/es/"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => navigator.serviceWorker.controller), path).toBeNull();
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    }
  });

  test("a visitor's browser that sees only public pages has no service worker at all", async ({ page }) => {
    for (const path of ["/", "/conroe-tx", "/privacy", "/es/retiro-de-basura"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  });

  test("on an iPhone browser tab, the card says to add the inbox to the Home Screen first", async ({ browser }) => {
    const context = await browser.newContext({
      ...phone,
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    });
    // Safari in a tab has no PushManager: Web Push exists only in the Home Screen app.
    await context.addInitScript(() => delete (window as unknown as { PushManager?: unknown }).PushManager);
    await signInAsOwner(context);
    const page = await context.newPage();
    await page.goto("/admin");
    await expect(alertsCard(page).getByText("On iPhone and iPad, alerts work from the Home Screen app")).toBeVisible();
    await expect(alertsCard(page).getByRole("button")).toHaveCount(0);
    await context.close();
  });
});
