import { createElement, type FC } from "react";
import { hydrateRoot } from "react-dom/client";
import { islands } from "../islands/registry";

// The one browser entry: hydrates each server-rendered island marker with its JSON props. Public
// islands are bundled here; a marker this bundle does not know (the owner's screens) loads the
// admin islands' chunk first, so public pages never download them.
const markers = [...document.querySelectorAll<HTMLElement>("[data-island]")];
let registry: Record<string, unknown> = islands;
if (markers.some((el) => !Object.hasOwn(islands, el.dataset.island ?? ""))) {
  registry = { ...islands, ...(await import("../islands/admin/registry")).adminIslands };
}

for (const el of markers) {
  const component = registry[el.dataset.island ?? ""] as FC<Record<string, unknown>> | undefined;
  if (component) hydrateRoot(el, createElement(component, JSON.parse(el.dataset.props ?? "{}")));
}
