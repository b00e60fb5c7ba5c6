// npm run bench:photos: what a phone sends per photo after the form resizes it, and how long the
// site takes to store a request with 3 photos. Starts its own site (scripts/local-server.mjs, fresh
// database and bucket) unless BASE_URL is given, and the system Chromium (tools/browser.mjs).
//  1. In the real quote form at a phone's size, BENCH_PHOTOS (5) photo-like 4000x3000 JPEGs
//     (12 megapixels, about 3 MB each, tools/test-photos.mjs) are added one at a time; the bytes each
//     upload carried and the time from choosing it to "Ready" are printed, with the median.
//  2. BENCH_RUNS (10) requests with 3 photos each, stored as the island does it (in the real form:
//     3 photos chosen, the button pressed, until the request's 201) and as the no-JavaScript form
//     does it (one multipart post with the 3 originals, checked and stripped by the server): medians.
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath, phone } from "../tools/browser.mjs";
import { photoJpeg } from "../tools/test-photos.mjs";
import { startLocalServer } from "./local-server.mjs";

const photosToAdd = Number(process.env.BENCH_PHOTOS ?? 5);
const runs = Number(process.env.BENCH_RUNS ?? 10);
const server = process.env.BASE_URL ? null : await startLocalServer();
const baseUrl = process.env.BASE_URL ?? server.baseUrl;
const origin = new URL(baseUrl).origin;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
let visitor = 0;
const nextVisitor = () => `10.77.${(++visitor >> 8) & 255}.${visitor & 255}`;

const quote = (extra) => ({
  firstName: "Bench",
  lastName: "Photos",
  phone: "(281) 555-0100",
  email: "bench@example.com",
  serviceType: "junk-removal",
  description: "Bench: garage cleanout with three photos.",
  ...extra,
});

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
let failed;
try {
  const context = await browser.newContext({ ...phone, extraHTTPHeaders: { "cf-connecting-ip": "10.78.0.1" } });
  const page = await context.newPage();
  const originals = [];
  for (let i = 0; i < Math.max(photosToAdd, 3); i++) originals.push(await photoJpeg(page, { seed: 100 + i, noise: 16 }));

  // 1. The form at a phone's size: bytes on the wire per photo, and time to "Ready".
  await page.goto(`${baseUrl}/junk-removal`);
  await page.waitForLoadState("networkidle");
  const input = page.locator("#quote-photos");
  const rows = [];
  for (let i = 0; i < photosToAdd; i++) {
    const answer = page.waitForResponse((r) => r.url().includes("/api/quote-photos"));
    const started = Date.now();
    await input.setInputFiles({ name: `IMG_${i}.JPG`, mimeType: "image/jpeg", buffer: originals[i] });
    const response = await answer;
    const body = await response.json();
    if (response.status() !== 201) throw new Error(`upload answered ${response.status()}: ${JSON.stringify(body)}`);
    await page.getByText("Ready").nth(i).waitFor();
    rows.push({ original: originals[i].length, sent: body.bytes, size: `${body.width}x${body.height}`, ms: Date.now() - started });
  }
  await context.close();
  console.log("photo  original   sent      size       choose-to-ready");
  rows.forEach((r, i) =>
    console.log(`${String(i + 1).padEnd(6)} ${kb(r.original).padEnd(10)} ${kb(r.sent).padEnd(9)} ${r.size.padEnd(10)} ${r.ms} ms`),
  );
  console.log(
    `median: ${kb(median(rows.map((r) => r.original)))} -> ${kb(median(rows.map((r) => r.sent)))} per photo (${median(rows.map((r) => r.sent))} bytes), ${median(rows.map((r) => r.ms))} ms to ready`,
  );

  // 2. Storing a request with 3 photos, both ways. The island: the real form at a phone's size,
  // 3 photos chosen and the button pressed at once (it waits for the uploads), until the 201.
  const islandTimes = [];
  const plainTimes = [];
  for (let run = 0; run < runs; run++) {
    const visitorContext = await browser.newContext({ ...phone, extraHTTPHeaders: { "cf-connecting-ip": nextVisitor() } });
    const form = await visitorContext.newPage();
    await form.goto(`${baseUrl}/junk-removal`);
    await form.waitForLoadState("networkidle");
    const values = quote({});
    for (const [label, value] of [
      ["First Name", values.firstName],
      ["Last Name", values.lastName],
      ["Phone", values.phone],
      ["Email", values.email],
      ["Project Details", values.description],
    ]) {
      await form.getByLabel(label, { exact: true }).fill(value);
    }
    let started = performance.now();
    await form
      .locator("#quote-photos")
      .setInputFiles(originals.slice(0, 3).map((buffer, i) => ({ name: `IMG_${i}.JPG`, mimeType: "image/jpeg", buffer })));
    const stored = form.waitForResponse((r) => r.url().endsWith("/api/quote-requests") && r.request().method() === "POST");
    await form.getByRole("button", { name: "Request Free Quote" }).click();
    const response = await stored;
    if (response.status() !== 201) throw new Error(`request answered ${response.status()}: ${await response.text()}`);
    islandTimes.push(performance.now() - started);
    await visitorContext.close();

    const body = new FormData();
    for (const [k, v] of Object.entries(quote({ returnTo: "/junk-removal" }))) body.append(k, v);
    originals.slice(0, 3).forEach((o, i) => body.append("photos", new File([o], `IMG_${i}.JPG`, { type: "image/jpeg" })));
    started = performance.now();
    const plain = await fetch(`${baseUrl}/api/quote-requests`, {
      method: "POST",
      body,
      headers: { origin, "cf-connecting-ip": nextVisitor() },
      redirect: "manual",
    });
    if (plain.status !== 303) throw new Error(`multipart post answered ${plain.status}`);
    plainTimes.push(performance.now() - started);
  }
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  console.log(`\nrequest with 3 photos, ${runs} runs (local wrangler dev, loopback):`);
  console.log(
    `  form island, 3 photos chosen to request stored (resize + 3 uploads + JSON): median ${median(islandTimes).toFixed(0)} ms (min ${Math.min(...islandTimes).toFixed(0)}, max ${Math.max(...islandTimes).toFixed(0)})`,
  );
  console.log(
    `  no-JavaScript multipart with 3 originals (${kb(sum(originals.slice(0, 3).map((o) => o.length)))}): median ${median(plainTimes).toFixed(0)} ms (min ${Math.min(...plainTimes).toFixed(0)}, max ${Math.max(...plainTimes).toFixed(0)})`,
  );
  failed = false;
} finally {
  await browser.close();
  await server?.stop();
}
process.exitCode = failed ? 1 : 0;
