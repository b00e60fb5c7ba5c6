import { createElement, type FC } from "react";
import { hydrateRoot } from "react-dom/client";

/** Hydrates each server-rendered island marker this bundle knows with its JSON props. */
export function hydrateIslands(registry: Record<string, unknown>) {
  for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const component = registry[el.dataset.island ?? ""] as FC<Record<string, unknown>> | undefined;
    if (component) hydrateRoot(el, createElement(component, JSON.parse(el.dataset.props ?? "{}")));
  }
}
