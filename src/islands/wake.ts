// When each island wakes: its code (and React, for the React ones) is fetched and run only then.
// The server writes it in data-wake (components/Island.tsx); the public pages' small entry script
// (client/main.ts) watches for it. Until an island wakes, its server HTML works on its own: links
// navigate, the menu and the dropdown open with CSS, the form posts.
//   load         at once (the owner's screens)
//   visible      when it comes into view (the hero counters count up then)
//   near         when it comes within a screen of the viewport, or takes the focus (the quote form)
//   interaction  at the visitor's first scroll, tap, click, key or pointer move (the header)
export type Wake = "load" | "visible" | "near" | "interaction";

export const islandWake = {
  Counters: "visible",
  NavBar: "interaction",
  QuoteForm: "near",
  SessionWatch: "load",
  LeadAlerts: "load",
  CopyText: "load",
  ShareLink: "load",
} as const satisfies Record<string, Wake>;
