import Counters from "./Counters";
import NavBar from "./NavBar";
import QuoteForm from "./QuoteForm";

// The islands of the public pages, by the name the server writes in data-island: the browser
// entry bundles exactly these. The owner's screens have their own (admin/registry.ts).
export const islands = {
  Counters,
  NavBar,
  QuoteForm,
};
