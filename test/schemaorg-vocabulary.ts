// Runs in Node from vitest.config.ts: reduces the schema.org vocabulary (../shared/data, 1.5 MB) to
// the names a JSON-LD check needs, passed to the worker tests as the SCHEMA_ORG binding.
import { existsSync, readFileSync } from "node:fs";

export type SchemaOrgVocabulary = {
  /** Class name -> direct superclasses. */
  types: Record<string, string[]>;
  /** Property name -> classes it applies to (domainIncludes). */
  properties: Record<string, string[]>;
  /** Enumeration member name (e.g. Monday) -> its enumeration types. */
  members: Record<string, string[]>;
};

type Node = { "@id": string; "@type": string | string[]; [key: string]: unknown };
const list = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);
const ids = (x: unknown) => list(x as { "@id": string } | undefined).map((ref) => ref["@id"]).filter((id) => id.startsWith("schema:"));
const name = (id: string) => id.slice("schema:".length);

export function loadSchemaOrgVocabulary(file: URL): SchemaOrgVocabulary | null {
  if (!existsSync(file)) return null;
  const graph: Node[] = JSON.parse(readFileSync(file, "utf8"))["@graph"];
  const vocabulary: SchemaOrgVocabulary = { types: {}, properties: {}, members: {} };
  for (const node of graph) {
    if (!node["@id"].startsWith("schema:")) continue;
    const kinds = list(node["@type"]);
    const key = name(node["@id"]);
    if (kinds.includes("rdfs:Class")) vocabulary.types[key] = ids(node["rdfs:subClassOf"]).map(name);
    else if (kinds.includes("rdf:Property")) vocabulary.properties[key] = ids(node["schema:domainIncludes"]).map(name);
    else vocabulary.members[key] = kinds.filter((k) => k.startsWith("schema:")).map(name);
  }
  return vocabulary;
}
