import Counters from "./Counters";
import CurrentYear from "./CurrentYear";
import NavBar from "./NavBar";
import QuoteForm from "./QuoteForm";
import SessionWatch from "./admin/SessionWatch";
import Truck from "./Truck";

// Every island the browser can hydrate, by the name the server writes in data-island.
export const islands = {
  Counters,
  CurrentYear,
  NavBar,
  QuoteForm,
  SessionWatch,
  Truck,
};

export type IslandName = keyof typeof islands;
