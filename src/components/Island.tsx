import type { ComponentProps } from "react";
import { islands, type IslandName } from "../islands/registry";

type Props<N extends IslandName> = {
  name: N;
  props: ComponentProps<(typeof islands)[N]>;
  inline?: boolean;
};

// Server-renders an island inside a marker the client entry hydrates. Props travel as JSON in an
// attribute, never as an inline script, so the CSP can stay script-src 'self'.
export function Island<N extends IslandName>({ name, props, inline }: Props<N>) {
  const Component = islands[name] as React.FC<Record<string, unknown>>;
  const Tag = inline ? "span" : "div";
  return (
    <Tag data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </Tag>
  );
}
