// A branded box truck in the site's colours: plain SVG shapes (satori renders inline SVG as an image)
// with the lettering as a positioned div on the cargo box, because resvg gets no system fonts.
const navy = "#0f172a";
const red = "#c81e1e";

export function TruckArt() {
  return (
    <div style={{ display: "flex", position: "relative", width: 440, height: 270 }}>
      <svg width="440" height="270" viewBox="0 0 440 270">
        <rect x="0" y="252" width="440" height="6" rx="3" fill="#fff" opacity="0.35" />
        <rect x="0" y="70" width="28" height="8" rx="4" fill="#fff" opacity="0.5" />
        <rect x="6" y="104" width="22" height="8" rx="4" fill="#fff" opacity="0.35" />
        <rect x="40" y="20" width="250" height="180" rx="12" fill="#fff" />
        <rect x="40" y="150" width="250" height="18" fill={navy} />
        <path d="M300 70h78c6 0 11 3 15 8l37 48c3 4 5 9 5 14v60H300z" fill="#fff" />
        <path d="M316 86h58l32 42h-90z" fill={navy} />
        <rect x="414" y="160" width="16" height="14" rx="3" fill="#fbbf24" />
        <rect x="40" y="196" width="395" height="14" rx="4" fill={navy} />
        <circle cx="110" cy="214" r="34" fill={navy} stroke="#fff" strokeWidth="8" />
        <circle cx="110" cy="214" r="11" fill="#cbd5e1" />
        <circle cx="360" cy="214" r="34" fill={navy} stroke="#fff" strokeWidth="8" />
        <circle cx="360" cy="214" r="11" fill="#cbd5e1" />
      </svg>
      <div
        style={{
          position: "absolute",
          left: 40,
          top: 20,
          width: 250,
          height: 130,
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          justifyContent: "center",
          color: red,
          fontWeight: 800,
          lineHeight: 1.05,
        }}
      >
        <div style={{ display: "flex", fontSize: 46, letterSpacing: -1 }}>SPRING</div>
        <div style={{ display: "flex", marginTop: 6, fontSize: 16, color: navy, letterSpacing: 0.5, whiteSpace: "nowrap" }}>
          JUNK REMOVAL &amp; MOVING
        </div>
      </div>
    </div>
  );
}
