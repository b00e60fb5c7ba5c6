import { createElement, type FC } from "react";
import { hydrateRoot } from "react-dom/client";

/** Hydrates one server-rendered island marker with its JSON props, if this bundle knows it. */
export function hydrateIsland(el: HTMLElement, registry: Record<string, unknown>) {
  const component = registry[el.dataset.island ?? ""] as FC<Record<string, unknown>> | undefined;
  if (component) hydrateRoot(el, createElement(component, JSON.parse(el.dataset.props ?? "{}")));
}

/** Hydrates every island marker this bundle knows (the owner's screens: all at load). */
export function hydrateIslands(registry: Record<string, unknown>) {
  for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) hydrateIsland(el, registry);
}
