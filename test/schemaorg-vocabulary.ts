// The schema.org vocabulary (release 30.0, CC BY-SA 3.0) as the JSON-LD test needs it: a reduced
// copy kept in the repository (test/fixtures/schemaorg-30.0.json, written by
// scripts/schemaorg-reduce.mjs from the release file), so a fresh clone tests with nothing beside it.
import reduced from "./fixtures/schemaorg-30.0.json";

export type SchemaOrgVocabulary = {
  /** Class name -> direct superclasses. */
  types: Record<string, string[]>;
  /** Property name -> [classes it applies to (domainIncludes), types of its values (rangeIncludes)]. */
  properties: Record<string, [string[], string[]]>;
  /** Enumeration member name (e.g. Monday) -> its enumeration types. */
  members: Record<string, string[]>;
};

function invert(byEnumeration: Record<string, string[]>): Record<string, string[]> {
  const members: Record<string, string[]> = {};
  for (const [enumeration, names] of Object.entries(byEnumeration)) for (const n of names) (members[n] ??= []).push(enumeration);
  return members;
}

export const schemaOrg: SchemaOrgVocabulary = {
  types: reduced.types,
  properties: reduced.properties as unknown as SchemaOrgVocabulary["properties"],
  members: invert(reduced.members),
};

/** The same vocabulary in the release file's own shape (an @graph), as @adobe/structured-data-validator reads it. */
export function schemaOrgGraph(vocabulary: SchemaOrgVocabulary) {
  const ref = (name: string) => ({ "@id": `schema:${name}` });
  return {
    "@graph": [
      ...Object.entries(vocabulary.types).map(([name, parents]) => ({
        "@id": `schema:${name}`,
        "@type": "rdfs:Class",
        "rdfs:subClassOf": parents.map(ref),
      })),
      ...Object.entries(vocabulary.properties).map(([name, [domain, range]]) => ({
        "@id": `schema:${name}`,
        "@type": "rdf:Property",
        "schema:domainIncludes": domain.map(ref),
        "schema:rangeIncludes": range.map(ref),
      })),
    ],
  };
}
