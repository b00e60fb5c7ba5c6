import { reactRenderer } from "@hono/react-renderer";
import { Head } from "./components/Head";
import type { Page } from "./content/pages";

declare module "@hono/react-renderer" {
  interface Props {
    /** The page from the page list (src/content/pages.ts): its metadata fills <head>. */
    page?: Page;
    title?: string;
    description?: string;
    noindex?: boolean;
  }
}

// The one document shell. Head writes everything in <head>; pages render only <body> content.
export const renderer = reactRenderer(
  ({ children, c, page, title, description, noindex }) => (
    <html lang="en-US">
      <Head c={c} page={page} title={title} description={description} noindex={noindex} />
      <body className="bg-white text-ink-900 antialiased">{children}</body>
    </html>
  ),
  { docType: true },
);
