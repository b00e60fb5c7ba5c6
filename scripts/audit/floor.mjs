// The floor of a page: its served HTML with every script and module preload taken out (JSON data
// blocks such as JSON-LD stay), byte for byte otherwise, served gzip by a plain Node server with the
// page's own stylesheet. What the page's HTML and CSS alone allow: the audit runs Lighthouse on the
// page and on its floor, interleaved, and holds the page to the floor's LCP and TBT.
//
// The inlined floor is the same floor with each of its stylesheets' <link>s replaced by a <style>
// holding that file's text: what the page could do with no stylesheet request at all (one round
// trip fewer before the first paint). The audit holds the page's LCP to it too.
//
// makeFloor(baseUrl, path, dir) saves the floor HTML and its stylesheets under dir;
// startFloorServer(originUrl) serves the saved files at the same paths, gzip, with the status and
// Content-Type the site gave them, and passes every other request (scripts, images, favicon)
// through to the site unchanged, so those bytes are identical on both sides.
//
// The page side is served the same way: the page's own HTML byte for byte, from a second such
// server, as the issue's own table measured it. `wrangler dev` streams its HTML in chunked pieces
// that arrive a few ms apart, and Chromium then parses it in two or three tasks where one static
// body takes one: on this machine that alone put 12-93 ms of simulated TBT on the page side in
// half the runs (a delivery artefact of the local server, not of the page's scripts).
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";

// Script types a browser runs (the HTML standard's JavaScript MIME type essences, "module") or
// acts on (import maps, speculation rules). Any other non-empty type is a data block, kept.
const jsType =
  /^(?:(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript)|module|importmap|speculationrules)$/;
const attr = (tag, name) => {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"));
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
};

/** The HTML without scripts and script preloads, and what was taken out. */
export function stripScripts(html) {
  const removed = [];
  let floor = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, (element) => {
    const type = attr(element.slice(0, element.indexOf(">")), "type")
      ?.trim()
      .toLowerCase();
    if (type && !jsType.test(type.split(";")[0].trim())) return element;
    removed.push(element.length > 120 ? `${element.slice(0, 117)}...` : element);
    return "";
  });
  floor = floor.replace(/<link\b[^>]*>/gi, (tag) => {
    const rel = attr(tag, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const as = attr(tag, "as")?.toLowerCase();
    if (!rel.includes("modulepreload") && !(rel.includes("preload") && as === "script")) return tag;
    removed.push(tag);
    return "";
  });
  return { html: floor, removed };
}

/** The HTML with each stylesheet <link> whose text cssOf(href) knows replaced by a <style> of that text. */
export function inlineStylesheets(html, cssOf) {
  return html.replace(/<link\b[^>]*>/gi, (tag) => {
    if (!attr(tag, "rel")?.toLowerCase().split(/\s+/).includes("stylesheet")) return tag;
    const css = cssOf(attr(tag, "href"));
    return css === undefined ? tag : `<style>${css}</style>`;
  });
}

const fetchOrThrow = async (url) => {
  const res = await fetch(url, { redirect: "manual" });
  if (res.status >= 300 && res.status < 400) throw new Error(`${url} redirects (${res.status}): no floor for a redirect`);
  return res;
};

/**
 * Fetches baseUrl + path (the URL Lighthouse loads), strips it and saves it with its same-origin
 * stylesheets under dir. Returns what the floor server needs: for each path, status, type, bytes.
 */
export async function makeFloor(baseUrl, path, dir) {
  const res = await fetchOrThrow(baseUrl + path);
  const original = await res.text();
  const { html, removed } = stripScripts(original);
  const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.html`), html);
  const files = [
    {
      path,
      status: res.status,
      contentType: res.headers.get("content-type"),
      cacheControl: res.headers.get("cache-control"),
      body: Buffer.from(html),
    },
  ];
  const stylesheets = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => attr(tag, "rel")?.toLowerCase().split(/\s+/).includes("stylesheet"))
    .map((tag) => new URL(attr(tag, "href"), baseUrl + path))
    .filter((url) => url.origin === new URL(baseUrl).origin);
  for (const url of stylesheets) {
    const css = await fetchOrThrow(url);
    if (!css.ok) throw new Error(`${url} answered ${css.status}`);
    const body = Buffer.from(await css.arrayBuffer());
    const file = join(dir, url.pathname);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
    files.push({
      path: url.pathname,
      status: 200,
      contentType: css.headers.get("content-type"),
      cacheControl: css.headers.get("cache-control"),
      body,
    });
  }
  // The page itself for the page side's server: the served HTML, the same stylesheets.
  const page = { files: [{ ...files[0], body: Buffer.from(original) }, ...files.slice(1)] };
  const cssByPath = new Map(files.slice(1).map((f) => [f.path, f.body.toString()]));
  const inlinedHtml = inlineStylesheets(html, (href) => {
    const url = new URL(href, baseUrl + path);
    return url.origin === new URL(baseUrl).origin ? cssByPath.get(url.pathname) : undefined;
  });
  writeFileSync(join(dir, `${name}.inlined.html`), inlinedHtml);
  const inlined = { files: [{ ...files[0], body: Buffer.from(inlinedHtml) }] };
  return {
    path,
    file: join(dir, `${name}.html`),
    bytes: { page: Buffer.byteLength(original), floor: Buffer.byteLength(html), inlined: Buffer.byteLength(inlinedHtml) },
    removed,
    files,
    page,
    inlined,
  };
}

const compressible = (type) => /text\/|javascript|json|svg|xml/.test(type ?? "");

/**
 * A plain static server on a free loopback port: the floors' files (add(floor)) from memory, gzip
 * when the client accepts it; any other path is passed to originUrl as it is and its answer
 * returned as it is (the site already compresses its text).
 */
export async function startFloorServer(originUrl) {
  const origin = new URL(originUrl);
  const files = new Map();
  const server = createServer((req, res) => {
    const path = new URL(req.url, "http://floor").pathname;
    const file = files.get(path);
    if (file && (req.method === "GET" || req.method === "HEAD")) {
      const gzip = compressible(file.contentType) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
      const body = gzip ? file.gzipped : file.body;
      const headers = { "content-type": file.contentType, "content-length": body.length, vary: "accept-encoding" };
      if (file.cacheControl) headers["cache-control"] = file.cacheControl;
      if (gzip) headers["content-encoding"] = "gzip";
      res.writeHead(file.status, headers);
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    const proxied = request(
      { host: origin.hostname, port: origin.port, method: req.method, path: req.url, headers: { ...req.headers, host: origin.host } },
      (answer) => {
        res.writeHead(answer.statusCode, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    proxied.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(proxied);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}`,
    /** Serves a floor from makeFloor() (or its `page`) from now on. */
    add(floor) {
      for (const f of floor.files) files.set(f.path, { ...f, gzipped: gzipSync(f.body) });
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
