import { adminIslands } from "../islands/admin/registry";
import { islands } from "../islands/registry";
import { hydrateIslands } from "./hydrate";

// The browser entry of every page under /admin: the owner's islands, plus the public ones for
// pages that share the public layout there (a 404).
hydrateIslands({ ...islands, ...adminIslands });
