import type { Context } from "hono";
import { business } from "../content/business";
import { assets } from "../manifest";

type HeadProps = {
  c: Context;
  pageKey?: string;
  title?: string;
  description?: string;
  noindex?: boolean;
};

const defaultTitle = "Junk Removal & Moving in Spring, TX";
const defaultDescription =
  "Same-day junk removal and moving in Spring, The Woodlands and the Houston area. Licensed, insured, 5.0 rated. Free quotes: call " +
  business.phone +
  ".";

export function Head({ title, description, noindex }: HeadProps) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{`${title ?? defaultTitle} | ${business.name}`}</title>
      <meta name="description" content={description ?? defaultDescription} />
      <meta name="robots" content={noindex ? "noindex,follow" : "index,follow"} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="stylesheet" href={assets.css} />
      <script type="module" src={assets.js} />
    </head>
  );
}
