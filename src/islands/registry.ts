import Counters from "./Counters";
import NavBar from "./NavBar";
import QuoteForm from "./QuoteForm";
import SessionWatch from "./admin/SessionWatch";

// Every island the browser can hydrate, by the name the server writes in data-island.
export const islands = {
  Counters,
  NavBar,
  QuoteForm,
  SessionWatch,
};

export type IslandName = keyof typeof islands;
