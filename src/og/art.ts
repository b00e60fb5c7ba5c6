// The card's shapes as raw SVG, drawn under satori's text layer (see compose in render.ts).
// Satori would wrap each inline <svg> in an <image> with a full-canvas mask, which made resvg
// about ten times slower; plain shapes in the same document cost almost nothing.
// Coordinates match the absolutely positioned text in card.tsx.

export const palette = { red: "#c81e1e", navy: "#0f172a", slate: "#cbd5e1", amber: "#fbbf24", blush: "#fee2e2" };
const { red, navy, slate, amber } = palette;

export const layout = {
  logo: { x: 64, y: 56, size: 64 },
  stars: { x: 64, y: 405, size: 34, gap: 4 },
  checks: { x: 820, y: 64, size: 30, step: 47 },
  truck: { x: 732, y: 320 },
};

const star = "M12 1.8l3.1 6.6 7.2.9-5.3 5 1.4 7.1L12 17.9l-6.4 3.5 1.4-7.1-5.3-5 7.2-.9z";

const at = (x: number, y: number, scale: number, body: string) => `<g transform="translate(${x} ${y}) scale(${scale})">${body}</g>`;

const logo = at(
  layout.logo.x,
  layout.logo.y,
  layout.logo.size / 64,
  `<rect width="64" height="64" rx="14" fill="${red}"/><path fill="#fff" d="M10 22h26v18H10zM38 28h9l7 7v5H38z"/>` +
    `<circle cx="20" cy="43" r="5" fill="${navy}" stroke="#fff" stroke-width="2"/><circle cx="46" cy="43" r="5" fill="${navy}" stroke="#fff" stroke-width="2"/>`,
);

const stars = [0, 1, 2, 3, 4]
  .map((i) =>
    at(
      layout.stars.x + i * (layout.stars.size + layout.stars.gap),
      layout.stars.y,
      layout.stars.size / 24,
      `<path fill="${amber}" d="${star}"/>`,
    ),
  )
  .join("");

const checks = [0, 1, 2]
  .map((i) =>
    at(
      layout.checks.x,
      layout.checks.y + i * layout.checks.step,
      layout.checks.size / 24,
      `<circle cx="12" cy="12" r="12" fill="#fff"/><path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" stroke="${red}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
    ),
  )
  .join("");

// A box truck facing right with speed lines; the lettering on the box is text in card.tsx.
// Translucent whites are pre-mixed over the red: opacity layers are slow in resvg.
const truck = at(
  layout.truck.x,
  layout.truck.y,
  1,
  `<rect x="0" y="252" width="440" height="6" rx="3" fill="#e18585"/>` +
    `<rect x="0" y="70" width="28" height="8" rx="4" fill="#e48f8f"/><rect x="6" y="104" width="22" height="8" rx="4" fill="#d75a5a"/>` +
    `<rect x="40" y="20" width="250" height="180" rx="12" fill="#fff"/><rect x="40" y="150" width="250" height="18" fill="${navy}"/>` +
    `<path d="M300 70h78c6 0 11 3 15 8l37 48c3 4 5 9 5 14v60H300z" fill="#fff"/><path d="M316 86h58l32 42h-90z" fill="${navy}"/>` +
    `<rect x="414" y="160" width="16" height="14" rx="3" fill="${amber}"/><rect x="40" y="196" width="395" height="14" rx="4" fill="${navy}"/>` +
    [110, 360]
      .map(
        (cx) =>
          `<circle cx="${cx}" cy="214" r="34" fill="${navy}" stroke="#fff" stroke-width="8"/><circle cx="${cx}" cy="214" r="11" fill="${slate}"/>`,
      )
      .join(""),
);

/** Everything drawn before the text: navy ground, slanted red panel, logo, stars, checks, truck. */
export const underlay =
  `<rect width="1200" height="630" fill="${navy}"/><path d="M800 0H1200V630H700z" fill="${red}"/><rect x="0" y="618" width="700" height="12" fill="${red}"/>` +
  logo +
  stars +
  checks +
  truck;
