import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { createElement } from "react";
import type { AppEnv } from "../src/env";
import { renderer } from "../src/renderer";

// Reads what a crawler reads from server HTML: meta tags, link tags, the title and JSON-LD blocks.

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

export function readHead(html: string) {
  const head = html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
  const meta = new Map<string, string>();
  for (const [, , key, content] of head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"\/>/g)) {
    if (meta.has(key!)) throw new Error(`duplicate meta ${key}`);
    meta.set(key!, decode(content!));
  }
  const canonical = [...head.matchAll(/<link rel="canonical" href="([^"]+)"\/>/g)].map((m) => decode(m[1]!));
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!));
  const jsonLdBodies = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return { head, meta, canonical, titles, jsonLdBodies, jsonLd: jsonLdBodies.map((b) => JSON.parse(b) as Record<string, unknown>) };
}

/** The document shell alone, rendering a page with the given renderer props (the real page routes live on another branch). */
export async function renderWithProps(props: Record<string, unknown>, url = "http://localhost/any", siteUrl = "") {
  const app = new Hono<AppEnv>();
  app.use("*", renderer);
  app.get("*", (c) => c.render(createElement("main", null, "page"), props));
  const res = await app.request(url, {}, { ...env, SITE_URL: siteUrl });
  return readHead(await res.text());
}
