import type { SchemaOrgVocabulary } from "./schemaorg-vocabulary";

/** Every problem with a JSON-LD value against the schema.org vocabulary: unknown types, unknown
 * properties, properties used on a type outside their domain, and unknown https://schema.org/ enum members. */
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
  const ancestors = new Set<string>();
  if (typeof type === "string") {
    if (!vocabulary.types[type]) problems.push(`${where}: unknown type ${type}`);
    const stack = [type];
    while (stack.length) {
      const t = stack.pop()!;
      if (ancestors.has(t)) continue;
      ancestors.add(t);
      stack.push(...(vocabulary.types[t] ?? []));
    }
  }
  for (const [key, child] of Object.entries(node)) {
    if (key.startsWith("@")) continue;
    const domains = vocabulary.properties[key];
    if (!domains) problems.push(`${where}: unknown property ${key}`);
    else if (ancestors.size && !domains.some((d) => ancestors.has(d))) problems.push(`${where}: ${key} does not apply to ${String(type)}`);
    problems.push(...schemaOrgProblems(child, vocabulary, `${where}.${key}`));
  }
  return problems;
}
