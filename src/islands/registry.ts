import Counters from "./Counters";
import NavBar from "./NavBar";
import QuoteBar from "./QuoteBar";
import QuoteForm from "./QuoteForm";

// The islands of the public pages, by the name the server writes in data-island: their browser
// entry (src/client/main.tsx) bundles exactly these. The owner's are in admin/registry.ts.
export const islands = {
  Counters,
  NavBar,
  QuoteBar,
  QuoteForm,
};
