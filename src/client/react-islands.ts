import { islands } from "../islands/registry";
import { hydrateIsland } from "./hydrate";

// React and the public pages' React islands: one chunk, fetched when the first of them wakes.
export const hydrate = (el: HTMLElement) => hydrateIsland(el, islands);
