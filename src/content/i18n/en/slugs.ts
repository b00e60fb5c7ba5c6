// The English pages' slugs: a page's id is its English slug, so none is renamed.
import type { Catalogue } from "../types";

export const slugs: Catalogue["slugs"] = {};
