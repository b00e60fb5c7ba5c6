import { business } from "../config/business";
import type { Locale } from "../content/locale";
import { catalogue } from "../content/i18n";
import { layout, palette } from "./art";

// The share image's text layer, laid out by satori (inline styles and flexbox; never served as HTML).
// Shapes come from art.ts underneath, so everything here is absolutely placed to line up with them.
const { red, navy, slate } = palette;
const starsWidth = 5 * (layout.stars.size + layout.stars.gap);

export function ShareCard({ headline, locale = "en" }: { headline: string; locale?: Locale }) {
  const ui = catalogue(locale).ui;
  const checkLabels = ui.share.checks;
  const headlineSize = headline.length > 34 ? 62 : 72;
  return (
    <div style={{ width: "100%", height: "100%", display: "flex", position: "relative", fontFamily: "Inter", color: "#fff" }}>
      <div
        style={{
          position: "absolute",
          left: 148,
          top: layout.logo.y,
          height: layout.logo.size,
          display: "flex",
          alignItems: "center",
          fontSize: 30,
          fontWeight: 800,
        }}
      >
        {business.name}
      </div>
      <div
        style={{
          position: "absolute",
          left: 64,
          top: 146,
          width: 620,
          height: 240,
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
        }}
      >
        <div style={{ display: "flex", fontSize: headlineSize, fontWeight: 800, lineHeight: 1.08, letterSpacing: -1.5 }}>{headline}</div>
      </div>
      <div
        style={{
          position: "absolute",
          left: layout.stars.x + starsWidth + 10,
          top: layout.stars.y,
          height: layout.stars.size,
          display: "flex",
          alignItems: "center",
        }}
      >
        <div style={{ display: "flex", fontSize: 28, fontWeight: 800 }}>{business.rating.toFixed(1)}</div>
        <div style={{ display: "flex", marginLeft: 10, fontSize: 26, color: slate }}>{ui.share.reviews(business.reviewCount)}</div>
      </div>
      <div style={{ position: "absolute", left: 64, top: 482, display: "flex", alignItems: "center" }}>
        <div
          style={{
            display: "flex",
            backgroundColor: red,
            borderRadius: 14,
            padding: "16px 30px",
            fontSize: 38,
            fontWeight: 800,
            whiteSpace: "nowrap",
          }}
        >
          {ui.call(business.phone)}
        </div>
        <div style={{ display: "flex", flexDirection: "column", marginLeft: 24, fontSize: 22, color: slate, lineHeight: 1.35 }}>
          <div style={{ display: "flex" }}>{ui.share.openEveryDay}</div>
          <div style={{ display: "flex" }}>{ui.share.hours}</div>
        </div>
      </div>
      {checkLabels.map((label, i) => (
        <div
          key={label}
          style={{
            position: "absolute",
            left: layout.checks.x + 44,
            top: layout.checks.y + i * layout.checks.step,
            height: layout.checks.size,
            display: "flex",
            alignItems: "center",
            fontSize: 27,
            fontWeight: 800,
          }}
        >
          {label}
        </div>
      ))}
      <div
        style={{
          position: "absolute",
          left: layout.truck.x + 40,
          top: layout.truck.y + 20,
          width: 250,
          height: 130,
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          justifyContent: "center",
          fontWeight: 800,
          lineHeight: 1.05,
        }}
      >
        <div style={{ display: "flex", fontSize: 46, letterSpacing: -1, color: red }}>SPRING</div>
        <div style={{ display: "flex", marginTop: 6, fontSize: 16, color: navy, letterSpacing: 0.5, whiteSpace: "nowrap" }}>
          JUNK REMOVAL &amp; MOVING
        </div>
      </div>
    </div>
  );
}
