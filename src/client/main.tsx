import { islands } from "../islands/registry";
import { hydrateIslands } from "./hydrate";

// The public pages' browser entry: their islands only, never the owner's (see admin.tsx).
hydrateIslands(islands);
