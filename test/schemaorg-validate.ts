import Validator from "@adobe/structured-data-validator";
import { schemaOrgGraph, type SchemaOrgVocabulary } from "./schemaorg-vocabulary";

function ancestorsOf(type: string, vocabulary: SchemaOrgVocabulary): Set<string> {
  const ancestors = new Set<string>();
  const stack = [type];
  while (stack.length) {
    const t = stack.pop()!;
    if (ancestors.has(t)) continue;
    ancestors.add(t);
    stack.push(...(vocabulary.types[t] ?? []));
  }
  return ancestors;
}

/** Every problem with a JSON-LD value against the schema.org vocabulary: unknown types, unknown
 * properties, properties used on a type outside their domain, typed values outside a property's
 * range, and unknown https://schema.org/ enum members. Stricter than Google's validator, which
 * reports unknown and out-of-domain properties alike and checks neither ranges nor enum values. */
export function schemaOrgProblems(value: unknown, vocabulary: SchemaOrgVocabulary, where = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => schemaOrgProblems(item, vocabulary, `${where}[${i}]`));
  if (typeof value === "string") {
    const member = value.match(/^https:\/\/schema\.org\/(\w+)$/)?.[1];
    return member && !vocabulary.members[member] && !vocabulary.types[member] ? [`${where}: unknown schema.org value ${member}`] : [];
  }
  if (value === null || typeof value !== "object") return [];
  const node = value as Record<string, unknown>;
  const problems: string[] = [];
  const type = node["@type"];
  const ancestors = typeof type === "string" ? ancestorsOf(type, vocabulary) : new Set<string>();
  if (typeof type === "string" && !vocabulary.types[type]) problems.push(`${where}: unknown type ${type}`);
  for (const [key, child] of Object.entries(node)) {
    if (key.startsWith("@")) continue;
    const property = vocabulary.properties[key];
    if (!property) problems.push(`${where}: unknown property ${key}`);
    else {
      const [domain, range] = property;
      if (ancestors.size && !domain.some((d) => ancestors.has(d))) problems.push(`${where}: ${key} does not apply to ${String(type)}`);
      for (const item of Array.isArray(child) ? child : [child]) {
        const childType = (item as Record<string, unknown> | null)?.["@type"];
        if (typeof childType !== "string" || !vocabulary.types[childType]) continue;
        const childAncestors = ancestorsOf(childType, vocabulary);
        if (!range.some((r) => childAncestors.has(r)))
          problems.push(`${where}.${key}: a ${childType} is outside its range (${range.join(", ")})`);
      }
    }
    problems.push(...schemaOrgProblems(child, vocabulary, `${where}.${key}`));
  }
  return problems;
}

/** Google's rich-result rules and schema.org names as @adobe/structured-data-validator checks them,
 * one line per issue, errors and warnings alike. */
export async function richResultProblems(blocks: Record<string, unknown>[], vocabulary: SchemaOrgVocabulary): Promise<string[]> {
  const jsonld: Record<string, Record<string, unknown>[]> = {};
  for (const block of blocks) (jsonld[String(block["@type"])] ??= []).push(structuredClone(block));
  const issues = await new Validator(schemaOrgGraph(vocabulary)).validate({ jsonld });
  return issues.map((issue) => `${issue.severity} ${issue.rootType}: ${issue.issueMessage}`);
}
