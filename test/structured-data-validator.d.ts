// @adobe/structured-data-validator ships no types; this is the part the JSON-LD test uses.
declare module "@adobe/structured-data-validator" {
  type Issue = { issueMessage: string; severity: "ERROR" | "WARNING"; rootType: string; fieldNames?: string[] };
  export default class Validator {
    constructor(schemaOrgJson: { "@graph": object[] });
    validate(data: { jsonld: Record<string, object[]> }): Promise<Issue[]>;
  }
}
