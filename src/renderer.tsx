import { reactRenderer } from "@hono/react-renderer";
import { Head } from "./components/Head";

declare module "@hono/react-renderer" {
  interface Props {
    /** Key into the per-page metadata table (home, junk-removal, spring-tx...). */
    pageKey?: string;
    title?: string;
    description?: string;
    noindex?: boolean;
  }
}

// The one document shell. Head writes everything in <head>; pages render only <body> content.
export const renderer = reactRenderer(
  ({ children, c, pageKey, title, description, noindex }) => (
    <html lang="en-US">
      <Head c={c} pageKey={pageKey} title={title} description={description} noindex={noindex} />
      <body className="bg-white text-ink-900 antialiased">{children}</body>
    </html>
  ),
  { docType: true },
);
