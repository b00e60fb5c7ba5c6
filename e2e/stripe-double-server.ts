import { createServer, type Server } from "node:http";
import { createStripeDouble } from "../tools/stripe-double";
import { testStripeKeys } from "../tools/test-stripe-keys";

// The browser tests' Stripe (issue 46): the double of tools/stripe-double.ts (the one the worker
// tests call in-process) served over HTTP on E2E_STRIPE_PORT, where playwright.config.ts aimed the
// site's Stripe client (STRIPE_API_HOST/PORT/PROTOCOL). Its stand-in checkout page is what the
// browser opens from the site's 303; its Pay posts the signed webhook to the site, then redirects
// to the session's success URL. A test file starts it for its own tests (beforeAll) and closes it.

export const stripeDoubleOrigin = () => `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`;

export async function startStripeDouble(siteOrigin: string) {
  const double = createStripeDouble({
    webhookSecret: testStripeKeys.STRIPE_WEBHOOK_SECRET,
    publicOrigin: stripeDoubleOrigin(),
    webhookUrl: `${siteOrigin}/api/stripe/webhook`,
  });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const headers = new Headers(
        Object.entries(req.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])) as [string, string][],
      );
      const request = new Request(`${stripeDoubleOrigin()}${req.url ?? "/"}`, {
        method: req.method,
        headers,
        body: body && req.method !== "GET" ? body : undefined,
      });
      double
        .handle(request)
        .then(async (response) => {
          res.writeHead(response.status, Object.fromEntries(response.headers));
          res.end(Buffer.from(await response.arrayBuffer()));
        })
        .catch((error: unknown) => res.writeHead(500).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(Number(process.env.E2E_STRIPE_PORT), "127.0.0.1", resolve));
  return Object.assign(double, { close: () => new Promise((r) => server.close(r)) });
}
