import { exports } from "cloudflare:workers";

/** The site's answer to a request for this path (or whole URL), through the worker's own fetch handler. */
export const get = (pathOrUrl: string, init?: RequestInit) =>
  exports.default.fetch(new Request(pathOrUrl.startsWith("http") ? pathOrUrl : `http://localhost${pathOrUrl}`, init));

export async function page(path: string) {
  const res = await get(path);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return res.text();
}

/** Text as React writes it into HTML. */
export const esc = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/** The markup of the <section> with this id (sections are never nested on this site). */
export function section(html: string, id: string) {
  const start = html.indexOf(`<section id="${id}"`);
  if (start < 0) throw new Error(`no section #${id}`);
  return html.slice(start, html.indexOf("</section>", start));
}

/** The markup of the first element opening with this tag (e.g. "<footer", "<header"). */
export function element(html: string, open: string, close: string) {
  const start = html.indexOf(open);
  if (start < 0) throw new Error(`no ${open}`);
  return html.slice(start, html.indexOf(close, start));
}

export const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);

/** The markup without the islands' JSON props: what is rendered, not the words an island holds for later (a confirmation, a toast). */
export const rendered = (html: string) => html.replace(/ data-props="[^"]*"/g, "");

/**
 * The words a reader sees in markup, on one line: React's text separators dropped, every tag a
 * space, the quotes and ampersands React escapes read back (&lt; and &gt; stay, so
 * escaped markup shows as escaped), runs of whitespace (no-break spaces too) one space.
 */
export const textOf = (markup: string) =>
  markup
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ")
    .trim();
