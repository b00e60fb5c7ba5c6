import { islands } from "../islands/registry";
import { rememberVisit } from "../islands/visit";
import { countCallClicks } from "./call-clicks";
import { hydrateIslands } from "./hydrate";

// The public pages' browser entry: their islands only, never the owner's (see admin.tsx), the
// visit's first page for the quote form, and the count of call-link taps.
rememberVisit();
countCallClicks();
hydrateIslands(islands);
