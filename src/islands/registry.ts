import CurrentYear from "./CurrentYear";

// Every island the browser can hydrate, by the name the server writes in data-island.
export const islands = {
  CurrentYear,
};

export type IslandName = keyof typeof islands;
