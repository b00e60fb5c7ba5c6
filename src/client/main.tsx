import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { islands, type IslandName } from "../islands/registry";

// The one browser entry: hydrates each server-rendered island marker with its JSON props.
for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const component = islands[el.dataset.island as IslandName];
  if (!component) continue;
  const props = JSON.parse(el.dataset.props ?? "{}");
  hydrateRoot(el, createElement(component as React.FC<typeof props>, props));
}
