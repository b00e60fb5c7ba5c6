import { business } from "../content/business";
import { TruckArt } from "./truck";

// The share image design, for satori (inline styles and flexbox only; this is never served as HTML).
// Site palette: brand red, navy ink, white, amber stars. Flat fills only: gradients triple resvg's time.
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

function Check({ label }: { label: string }) {
  return (
    <div style={{ display: "flex", alignItems: "center", marginBottom: 14 }}>
      <svg width="30" height="30" viewBox="0 0 24 24">
        <circle cx="12" cy="12" r="12" fill="#fff" />
        <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" stroke={red} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div style={{ display: "flex", marginLeft: 14, fontSize: 27, fontWeight: 800 }}>{label}</div>
    </div>
  );
}

export function ShareCard({ headline }: { headline: string }) {
  const headlineSize = headline.length > 34 ? 62 : 72;
  return (
    <div style={{ width: "100%", height: "100%", display: "flex", position: "relative", backgroundColor: navy, fontFamily: "Inter", color: "#fff" }}>
      <svg width="1200" height="630" viewBox="0 0 1200 630" style={{ position: "absolute", left: 0, top: 0 }}>
        <path d="M800 0H1200V630H700z" fill={red} />
        <rect x="0" y="618" width="700" height="12" fill={red} />
      </svg>
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", width: 700, padding: "56px 0 60px 64px" }}>
        <div style={{ display: "flex", alignItems: "center" }}>
          <Logo />
          <div style={{ display: "flex", marginLeft: 20, fontSize: 30, fontWeight: 800 }}>{business.name}</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", paddingRight: 40 }}>
          <div style={{ display: "flex", fontSize: headlineSize, fontWeight: 800, lineHeight: 1.08, letterSpacing: -1.5 }}>{headline}</div>
          <div style={{ display: "flex", alignItems: "center", marginTop: 28 }}>
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
          <div style={{ display: "flex", backgroundColor: red, borderRadius: 14, padding: "16px 30px", fontSize: 38, fontWeight: 800, whiteSpace: "nowrap" }}>
            {`Call ${business.phone}`}
          </div>
          <div style={{ display: "flex", flexDirection: "column", marginLeft: 24, fontSize: 22, color: slate, lineHeight: 1.35 }}>
            <div style={{ display: "flex" }}>Open every day</div>
            <div style={{ display: "flex" }}>{business.hours.label}</div>
          </div>
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", flex: 1, padding: "64px 40px 48px 120px" }}>
        <div style={{ display: "flex", flexDirection: "column" }}>
          <Check label="Same-day service" />
          <Check label="Licensed & insured" />
          <Check label="Free quotes" />
        </div>
      </div>
      <div style={{ display: "flex", position: "absolute", right: 28, bottom: 40 }}>
        <TruckArt />
      </div>
    </div>
  );
}
