import { business } from "../content/business";
import { TruckArt } from "./truck";

// The share image design, for satori (inline styles and flexbox only; this is never served as HTML).
// Site palette: brand red, navy ink, white, amber stars.
const red = "#c81e1e";
const navy = "#0f172a";
const slate = "#cbd5e1";
const amber = "#fbbf24";

function Star() {
  return (
    <svg width="34" height="34" viewBox="0 0 24 24">
      <path fill={amber} d="M12 1.8l3.1 6.6 7.2.9-5.3 5 1.4 7.1L12 17.9l-6.4 3.5 1.4-7.1-5.3-5 7.2-.9z" />
    </svg>
  );
}

function Logo() {
  return (
    <svg width="64" height="64" viewBox="0 0 64 64">
      <rect width="64" height="64" rx="14" fill={red} />
      <path fill="#fff" d="M10 22h26v18H10zM38 28h9l7 7v5H38z" />
      <circle cx="20" cy="43" r="5" fill={navy} stroke="#fff" strokeWidth="2" />
      <circle cx="46" cy="43" r="5" fill={navy} stroke="#fff" strokeWidth="2" />
    </svg>
  );
}

export function ShareCard({ headline }: { headline: string }) {
  const headlineSize = headline.length > 34 ? 60 : 70;
  return (
    <div style={{ width: "100%", height: "100%", display: "flex", backgroundColor: navy, fontFamily: "Inter", color: "#fff" }}>
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", width: 700, padding: "56px 0 52px 64px" }}>
        <div style={{ display: "flex", alignItems: "center" }}>
          <Logo />
          <div style={{ display: "flex", marginLeft: 20, fontSize: 30, fontWeight: 800 }}>{business.name}</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ display: "flex", width: 96, height: 8, backgroundColor: red, borderRadius: 4, marginBottom: 28 }} />
          <div style={{ display: "flex", fontSize: headlineSize, fontWeight: 800, lineHeight: 1.08, letterSpacing: -1.5 }}>{headline}</div>
          <div style={{ display: "flex", alignItems: "center", marginTop: 30 }}>
            <Star />
            <Star />
            <Star />
            <Star />
            <Star />
            <div style={{ display: "flex", marginLeft: 14, fontSize: 28, fontWeight: 800 }}>{business.rating.toFixed(1)}</div>
            <div style={{ display: "flex", marginLeft: 10, fontSize: 26, color: slate }}>{`· ${business.reviewCount} reviews`}</div>
          </div>
        </div>
        <div style={{ display: "flex", alignItems: "center" }}>
          <div style={{ display: "flex", backgroundColor: red, borderRadius: 14, padding: "16px 28px", fontSize: 36, fontWeight: 800 }}>
            {`Call ${business.phone}`}
          </div>
          <div style={{ display: "flex", flexDirection: "column", marginLeft: 26, fontSize: 22, color: slate, lineHeight: 1.35 }}>
            <div style={{ display: "flex" }}>Free quotes · Same-day service</div>
            <div style={{ display: "flex" }}>Licensed &amp; insured</div>
          </div>
        </div>
      </div>
      <div style={{ display: "flex", flex: 1, alignItems: "flex-end", justifyContent: "center", backgroundColor: red, paddingBottom: 70 }}>
        <TruckArt />
      </div>
    </div>
  );
}
