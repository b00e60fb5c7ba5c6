// The checks of a deployed (or local) site, each one row of the table: { check, target, ok, detail }.
import { canonicalsOf, ogImagesOf } from "./html.mjs";
import { securityHeaderProblems } from "./headers.mjs";
import { request } from "./http.mjs";
import { pngSize } from "./png.mjs";

const shareImageSize = { width: 1200, height: 630 };
const row = (check, target, problems, okDetail) => ({
  check,
  target,
  ok: problems.length === 0,
  detail: problems.length ? problems.join("; ") : okDetail,
});
const statusProblem = (res, want) => (res.status === want ? [] : [`status ${res.status}, expected ${want}`]);

/** One page: 200 HTML, its canonical link is its own address, an og:image on this site, the security headers. */
export async function checkPage(origin, path) {
  const answer = await request(`${origin}${path}`);
  if ("error" in answer) return { ...row("page", path, [answer.error]), ogImage: null };
  const { res, body } = answer;
  if (res.status !== 200) return { ...row("page", path, statusProblem(res, 200)), ogImage: null };
  const html = body.toString("utf8");
  const problems = [];
  if (!res.headers.get("Content-Type")?.startsWith("text/html"))
    problems.push(`Content-Type ${res.headers.get("Content-Type")}, expected text/html`);
  const canonicals = canonicalsOf(html);
  const want = `${origin}${path}`;
  if (canonicals.length === 0) problems.push("no canonical link");
  else if (canonicals.length > 1) problems.push(`${canonicals.length} canonical links`);
  else if (canonicals[0] !== want) problems.push(`canonical ${canonicals[0]}, expected ${want}`);
  const images = ogImagesOf(html);
  const ogImage = images.length === 1 && images[0].startsWith(`${origin}/`) ? images[0] : null;
  if (images.length === 0) problems.push("no og:image");
  else if (images.length > 1) problems.push(`${images.length} og:image tags`);
  else if (!ogImage) problems.push(`og:image ${images[0]} is not an absolute URL on ${origin}`);
  problems.push(...securityHeaderProblems(res.headers));
  return { ...row("page", path, problems, "200, canonical, og:image, security headers"), ogImage };
}

/** A page's share image: a 1200x630 PNG. `image` is its og:image, null when the page had none. */
export async function checkShareImage(origin, pagePath, image) {
  if (!image) return row("share image", `of ${pagePath}`, [`no usable og:image on ${pagePath}`]);
  const target = image.slice(origin.length);
  const answer = await request(image);
  if ("error" in answer) return row("share image", target, [answer.error]);
  const { res, body } = answer;
  if (res.status !== 200) return row("share image", target, statusProblem(res, 200));
  const problems = [];
  const type = res.headers.get("Content-Type");
  if (type !== "image/png") problems.push(`Content-Type ${type}, expected image/png`);
  const size = pngSize(body);
  if (!size) problems.push("not a PNG file");
  else if (size.width !== shareImageSize.width || size.height !== shareImageSize.height)
    problems.push(`${size.width}x${size.height} PNG, expected ${shareImageSize.width}x${shareImageSize.height}`);
  return row("share image", target, problems, `1200x630 PNG, ${body.length} bytes`);
}

/** The sitemap lists every page at its absolute address. */
export async function checkSitemap(origin, paths) {
  const answer = await request(`${origin}/sitemap.xml`);
  if ("error" in answer) return row("sitemap", "/sitemap.xml", [answer.error]);
  const { res, body } = answer;
  if (res.status !== 200) return row("sitemap", "/sitemap.xml", statusProblem(res, 200));
  const xml = body.toString("utf8");
  const problems = [];
  if (!res.headers.get("Content-Type")?.includes("xml") || !xml.includes("<urlset"))
    problems.push(`not a sitemap (Content-Type ${res.headers.get("Content-Type")})`);
  const missing = paths.filter((p) => !xml.includes(`<loc>${origin}${p}</loc>`));
  if (missing.length) problems.push(`${missing.length} page(s) not listed: ${missing.join(", ")}`);
  return row("sitemap", "/sitemap.xml", problems, `lists all ${paths.length} pages`);
}

/** robots.txt names the sitemap. */
export async function checkRobots(origin) {
  const answer = await request(`${origin}/robots.txt`);
  if ("error" in answer) return row("robots.txt", "/robots.txt", [answer.error]);
  const { res, body } = answer;
  if (res.status !== 200) return row("robots.txt", "/robots.txt", statusProblem(res, 200));
  const sitemap = /^Sitemap:\s*(\S+)\s*$/im.exec(body.toString("utf8"))?.[1];
  const want = `${origin}/sitemap.xml`;
  const problems = sitemap === want ? [] : [sitemap ? `Sitemap: ${sitemap}, expected ${want}` : "no Sitemap line"];
  return row("robots.txt", "/robots.txt", problems, `Sitemap: ${want}`);
}

/** A signed-out visitor at /admin is sent to the sign-in page (src/routes/admin/guards.ts), which asks for a password. */
export async function checkAdmin(origin) {
  const answer = await request(`${origin}/admin`);
  if ("error" in answer) return row("admin", "/admin", [answer.error]);
  const { res } = answer;
  const location = res.headers.get("Location");
  const signIn = `${origin}/admin/sign-in`;
  if (res.status !== 303 || !location || new URL(location, origin).href !== signIn)
    return row("admin", "/admin", [`status ${res.status}${location ? ` to ${location}` : ""}, expected 303 to /admin/sign-in`]);
  const page = await request(signIn);
  if ("error" in page) return row("admin", "/admin/sign-in", [page.error]);
  if (page.res.status !== 200) return row("admin", "/admin/sign-in", statusProblem(page.res, 200));
  const asksPassword = /<input\b[^>]*type="password"/i.test(page.body.toString("utf8"));
  return row(
    "admin",
    "/admin",
    asksPassword ? [] : ["/admin/sign-in has no password field"],
    "303 to /admin/sign-in, which asks for a password",
  );
}

/**
 * Another site's quote post is refused with 403 (src/middleware/same-origin.ts), the first thing
 * the route does, before the body is read. The body is a valid request with the honeypot filled:
 * were the guard ever broken, the server would take it for a bot's and store nothing.
 */
export async function checkQuoteGuard(origin) {
  const target = "POST /api/quote-requests";
  const answer = await request(`${origin}/api/quote-requests`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "https://attacker.example", "Sec-Fetch-Site": "cross-site" },
    body: JSON.stringify({
      firstName: "Smoke",
      lastName: "Check",
      phone: "(281) 555-0100",
      email: "smoke-check@example.com",
      serviceType: "junk-removal",
      description: "Deploy smoke check: a cross-site post that must be refused. Not a customer.",
      website: "https://attacker.example",
    }),
  });
  if ("error" in answer) return row("quote guard", target, [answer.error]);
  const { status } = answer.res;
  const problems = status === 403 ? [] : [`status ${status}, expected 403: a cross-site post was not refused`];
  return row("quote guard", target, problems, "cross-site post refused with 403");
}
