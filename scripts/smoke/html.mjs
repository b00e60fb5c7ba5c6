// Just enough HTML reading for the page checks: the attributes of the <link> and <meta> tags in a
// page as the Worker renders them (double-quoted attribute values, entities escaped by React).

const entities = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };
const unescape = (text) => text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => entities[e]);

/** Every <name ...> tag's attributes, in page order. */
export function tagsNamed(html, name) {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))].map(([, attrs]) =>
    Object.fromEntries([...attrs.matchAll(/([a-zA-Z:-]+)\s*=\s*"([^"]*)"/g)].map(([, key, value]) => [key.toLowerCase(), unescape(value)])),
  );
}

/** The href of each <link rel="canonical">. */
export const canonicalsOf = (html) =>
  tagsNamed(html, "link")
    .filter((a) => a.rel === "canonical")
    .map((a) => a.href ?? "");

/** The content of each <meta property="og:image"> (not og:image:width and the like). */
export const ogImagesOf = (html) =>
  tagsNamed(html, "meta")
    .filter((a) => a.property === "og:image")
    .map((a) => a.content ?? "");
