import type { ComponentProps } from "react";
import { adminIslands } from "../islands/admin/registry";
import Counters from "../islands/Counters";
import { islands as publicIslands } from "../islands/registry";
import { islandWake } from "../islands/wake";

// The server renders every island, public or admin; each browser bundle carries only its own.
const islands = { ...publicIslands, ...adminIslands, Counters };
export type IslandName = keyof typeof islands;

type Props<N extends IslandName> = { name: N; props: ComponentProps<(typeof islands)[N]> };

// Server-renders an island inside a marker the client entry wakes (islands/wake.ts says when).
// Props travel as JSON in an attribute, never as an inline script: the CSP allows no inline
// script but the entry's small loader (scripts/build-assets.mjs), by its hash.
export function Island<N extends IslandName>({ name, props }: Props<N>) {
  const Component = islands[name] as React.FC<Record<string, unknown>>;
  return (
    <div data-island={name} data-wake={islandWake[name]} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}
