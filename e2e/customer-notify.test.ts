import type { BrowserContext } from "@playwright/test";
import { signIn } from "./admin-helpers";
import { expect, phone, test } from "./fixtures";
import { owner as ownerAccount } from "./owner-data";
import { decrypt, standInEndpoint, startPushReceiver, type PushKeys } from "./push-receiver";

// Issue 32, in Spanish on a 390 px phone: the customer turns notifications on from their page, the
// crew taps "On our way" in the admin, and the push reaches the (test) push service, encrypted for
// that phone, saying so in the customer's language; the page says it too, and the owner sees the mark.

test.use(phone);
// One journey through the customer's phone, the owner's and the push service: over a minute on CI's busy two cores.
test.describe.configure({ mode: "serial", timeout: 180_000 });

/** A browser without a real push service (this machine is offline): subscribe() makes a real key pair and a stand-in endpoint, whose pushes reach the test push service. */
async function standInPushService(context: BrowserContext) {
  await context.addInitScript((endpointOf) => {
    const b64url = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    const saved = localStorage.getItem("stand-in-push");
    let current: PushSubscription | null = null;
    const make = (s: { endpoint: string; p256dh: string; auth: string }) =>
      ({
        endpoint: s.endpoint,
        toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: { p256dh: s.p256dh, auth: s.auth } }),
        unsubscribe: async () => ((current = null), localStorage.removeItem("stand-in-push"), true),
      }) as unknown as PushSubscription;
    if (saved) current = make(JSON.parse(saved));
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async function () {
      const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
      const p256dh = b64url(await crypto.subtle.exportKey("raw", pair.publicKey));
      const auth = b64url(crypto.getRandomValues(new Uint8Array(16)));
      const endpoint = endpointOf.replace("ID", crypto.randomUUID());
      const privateJwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
      localStorage.setItem("stand-in-push", JSON.stringify({ endpoint, p256dh, auth, privateJwk }));
      current = make({ endpoint, p256dh, auth });
      return current;
    };
  }, standInEndpoint("ID"));
}

test("notifications on from the customer's page; 'On our way' reaches the phone through the push service, in Spanish", async ({
  browser,
}) => {
  const receiver = await startPushReceiver();
  try {
    const customer = await browser.newContext({ ...phone, extraHTTPHeaders: { "cf-connecting-ip": "10.254.0.3" } });
    await standInPushService(customer);
    await customer.grantPermissions(["notifications"]);
    const page = await customer.newPage();
    const lastName = `Aviso${Date.now().toString(36)}`;
    // Sent from the site's own page, as the form island sends it.
    await page.goto("/es");
    const body = await page.evaluate(async (last) => {
      const res = await fetch("/api/quote-requests", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          firstName: "Lucía",
          lastName: last,
          phone: "(281) 555-0123",
          email: "lucia@example.com",
          serviceType: "junk-removal",
          description: "Una lavadora vieja",
          locale: "es",
        }),
      });
      return res.json();
    }, lastName);
    const myPage = (body as { myPage: string }).myPage;
    expect(myPage).toMatch(/^\/my\/[A-Za-z0-9_-]{43}$/);

    // The owner books it for today's last window, so that "On our way" is today's news.
    const ownerContext = await browser.newContext({ ...phone, extraHTTPHeaders: { "cf-connecting-ip": "10.254.0.4" } });
    const owner = await ownerContext.newPage();
    await owner.goto("/admin/sign-in");
    await signIn(owner, ownerAccount);
    await owner.waitForURL("/admin");
    await owner.getByLabel("Search").fill(lastName);
    await owner.getByRole("button", { name: "Filter" }).click();
    await owner.getByRole("link", { name: new RegExp(lastName) }).click();
    const detail = owner.url();
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(new Date());
    await owner.getByLabel("Day").fill(today);
    await owner.getByLabel("Arrival window").selectOption({ label: "7–9 PM" });
    await owner.getByRole("button", { name: "Book job" }).click();
    await expect(owner.getByRole("status").first()).toContainText("Booked for");

    await page.goto(myPage);
    const notify = page.getByRole("region", { name: "Notificaciones" });
    await notify.getByRole("button", { name: "Avisarme en este teléfono" }).click();
    await expect(notify.getByText("Los avisos están activados en este teléfono.")).toBeVisible();

    await owner.goto(detail);
    await expect(owner.getByRole("region", { name: "Customer's page" })).toContainText(/Notifications\s*On since/);
    const onTheWay = owner.getByRole("region", { name: "On our way" });
    await onTheWay.getByRole("radio", { name: "30 min" }).check();
    await onTheWay.getByLabel("Crew lead's first name (optional)").fill("Carlos");
    await onTheWay.getByRole("button", { name: "Tell the customer we're on the way" }).click();
    await expect(owner.getByRole("status").first()).toHaveText("Marked on the way, about 30 minutes. Sent to the customer's phone.");

    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
    const keys = JSON.parse((await page.evaluate(() => localStorage.getItem("stand-in-push")))!) as {
      privateJwk: JsonWebKey;
      p256dh: string;
      auth: string;
    };
    const pushKeys: PushKeys = { privateJwk: keys.privateJwk, publicRaw: keys.p256dh, auth: keys.auth };
    const push = receiver.received[0]!;
    // Posted to the stand-in endpoint the phone handed over, which the e2e entry sent here.
    expect(push.path).toMatch(/^\/e2e-push\/[0-9a-f-]{36}$/);
    expect(push.authorization).toMatch(/^vapid t=/);
    const payload = await decrypt(pushKeys, push.body);
    expect(payload.title).toBe("Spring Junk Removal va en camino");
    expect(payload.body).toBe("Carlos y el equipo llega en unos 30 minutos.");

    await page.reload();
    await expect(page.getByText("Vamos en camino: Carlos y el equipo llega en unos 30 minutos")).toBeVisible();
    await ownerContext.close();
    await customer.close();
  } finally {
    await receiver.close();
  }
});

test("the card is there from the first paint, and a tap before its script has arrived is answered when it does", async ({ browser }) => {
  const context = await browser.newContext({ ...phone, extraHTTPHeaders: { "cf-connecting-ip": "10.254.0.5" } });
  await standInPushService(context);
  await context.grantPermissions(["notifications"]);
  const page = await context.newPage();
  await page.goto("/");
  const body = await page.evaluate(async () => {
    const res = await fetch("/api/quote-requests", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        firstName: "Early",
        lastName: "Tapper",
        phone: "(281) 555-0124",
        email: "early@example.com",
        serviceType: "junk-removal",
        description: "A treadmill",
      }),
    });
    return res.json();
  });
  // The opt-in's script (client/customer-push.ts) is held back: the page's inline loader asks for it after the paint.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/customer-push-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto((body as { myPage: string }).myPage, { waitUntil: "domcontentloaded" });
  const notify = page.getByRole("region", { name: "Notifications" });
  await notify.getByRole("button", { name: "Notify me on this phone" }).click();
  await expect(notify.getByText("Notifications are on for this phone.")).toBeHidden();
  release();
  await expect(notify.getByText("Notifications are on for this phone.")).toBeVisible();
  await context.close();
});
