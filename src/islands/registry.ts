import NavBar from "./NavBar";
import QuoteForm from "./QuoteForm";

// The React islands of the public pages, by the name the server writes in data-island: the chunk
// the public entry loads when the first of them wakes (client/react-islands.ts) holds exactly these.
// The owner's are in admin/registry.ts; the hero counters need no React (client/counters.ts).
export const islands = {
  NavBar,
  QuoteForm,
};
