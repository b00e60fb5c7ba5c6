// A box truck in the site's colours, drawn as plain SVG shapes (satori renders inline SVG as an image).
const navy = "#0f172a";

export function TruckArt() {
  return (
    <svg width="440" height="270" viewBox="0 0 440 270">
      <rect x="0" y="252" width="440" height="6" rx="3" fill="#fff" opacity="0.35" />
      <rect x="-20" y="70" width="60" height="8" rx="4" fill="#fff" opacity="0.45" />
      <rect x="-40" y="110" width="70" height="8" rx="4" fill="#fff" opacity="0.3" />
      <rect x="40" y="20" width="250" height="180" rx="12" fill="#fff" />
      <rect x="40" y="150" width="250" height="18" fill={navy} />
      <rect x="64" y="44" width="202" height="86" rx="8" fill="#fee2e2" />
      <path d="M300 70h78c6 0 11 3 15 8l37 48c3 4 5 9 5 14v60H300z" fill="#fff" />
      <path d="M316 86h58l32 42h-90z" fill={navy} />
      <rect x="414" y="160" width="16" height="14" rx="3" fill="#fbbf24" />
      <rect x="40" y="196" width="395" height="14" rx="4" fill={navy} />
      <circle cx="110" cy="214" r="34" fill={navy} stroke="#fff" strokeWidth="8" />
      <circle cx="110" cy="214" r="11" fill="#cbd5e1" />
      <circle cx="360" cy="214" r="34" fill={navy} stroke="#fff" strokeWidth="8" />
      <circle cx="360" cy="214" r="11" fill="#cbd5e1" />
    </svg>
  );
}
