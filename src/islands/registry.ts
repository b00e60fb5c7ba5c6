import CurrentYear from "./CurrentYear";
import QuoteForm from "./QuoteForm";
import SessionWatch from "./admin/SessionWatch";

// Every island the browser can hydrate, by the name the server writes in data-island.
export const islands = {
  CurrentYear,
  QuoteForm,
  SessionWatch,
};

export type IslandName = keyof typeof islands;
