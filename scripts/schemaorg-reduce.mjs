// Writes test/fixtures/schemaorg-30.0.json: the schema.org vocabulary reduced to what the JSON-LD
// test checks: type -> superclasses, property -> [domains, ranges], enumeration -> members. The full release is 1.5 MB; the test needs a small part of it and must not read
// anything outside the repository.
//   node scripts/schemaorg-reduce.mjs path/to/schemaorg-current-https.jsonld
// Source: schema.org release 30.0, data/releases/30.0/schemaorg-current-https.jsonld (CC BY-SA 3.0).
import { readFileSync, writeFileSync } from "node:fs";

const [source] = process.argv.slice(2);
if (!source) {
  console.error("usage: node scripts/schemaorg-reduce.mjs <schemaorg-current-https.jsonld of release 30.0>");
  process.exit(2);
}

const list = (x) => (x === undefined ? [] : Array.isArray(x) ? x : [x]);
const name = (id) => id.slice("schema:".length);
const refs = (x) =>
  list(x)
    .map((ref) => ref["@id"])
    .filter((id) => id.startsWith("schema:"))
    .map(name)
    .sort();
const sortedObject = (entries) => Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const graph = JSON.parse(readFileSync(source, "utf8"))["@graph"];
const types = [];
const properties = [];
/** Enumeration type -> its members (e.g. DayOfWeek -> Monday...). */
const members = {};
for (const node of graph) {
  if (!node["@id"].startsWith("schema:")) continue;
  const kinds = list(node["@type"]);
  const key = name(node["@id"]);
  if (kinds.includes("rdfs:Class")) types.push([key, refs(node["rdfs:subClassOf"])]);
  else if (kinds.includes("rdf:Property")) {
    properties.push([key, [refs(node["schema:domainIncludes"]), refs(node["schema:rangeIncludes"])]]);
  } else {
    for (const kind of kinds.filter((k) => k.startsWith("schema:")).map(name)) (members[kind] ??= []).push(key);
  }
}

const vocabulary = {
  release: "30.0",
  source: "schema.org data/releases/30.0/schemaorg-current-https.jsonld",
  license: "CC BY-SA 3.0 (https://creativecommons.org/licenses/by-sa/3.0/), schema.org",
  types: sortedObject(types),
  properties: sortedObject(properties),
  members: sortedObject(Object.entries(members).map(([kind, names]) => [kind, names.sort()])),
};
const out = new URL("../test/fixtures/schemaorg-30.0.json", import.meta.url);
const text = JSON.stringify(vocabulary);
writeFileSync(out, `${text}\n`);
console.log(
  `${out.pathname}: ${types.length} types, ${properties.length} properties, ${Object.values(members).flat().length} members, ${text.length} bytes`,
);
