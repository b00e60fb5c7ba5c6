import Counters from "./Counters";
import CurrentYear from "./CurrentYear";
import NavBar from "./NavBar";
import QuoteForm from "./QuoteForm";
import Truck from "./Truck";

// Every island the browser can hydrate, by the name the server writes in data-island.
export const islands = {
  Counters,
  CurrentYear,
  NavBar,
  QuoteForm,
  Truck,
};

export type IslandName = keyof typeof islands;
