import CurrentYear from "./CurrentYear";
import QuoteForm from "./QuoteForm";

// Every island the browser can hydrate, by the name the server writes in data-island.
export const islands = {
  CurrentYear,
  QuoteForm,
};

export type IslandName = keyof typeof islands;
