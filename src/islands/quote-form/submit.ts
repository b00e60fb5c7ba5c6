import { apiRequest } from "../../lib/api-request";
import type { QuoteField } from "../../lib/quote-fields";

export type SubmitOutcome =
  /** myPage: the customer's own page (/my/<token>), to save. */
  | { kind: "sent"; myPage?: string }
  | { kind: "rate-limited" }
  | { kind: "invalid"; fields: Partial<Record<QuoteField, string>> }
  | { kind: "failed" }
  /** The request never got an answer: offline, or the server could not be reached. */
  | { kind: "unreachable"; offline: boolean };

/** Posts the quote as JSON through the spec's request helper and sorts its "status: body" errors. */
export async function submitQuote(body: Record<string, unknown>): Promise<SubmitOutcome> {
  try {
    const res = await apiRequest("POST", "/api/quote-requests", body);
    const answer = (await res.json().catch(() => ({}))) as { myPage?: unknown };
    return typeof answer.myPage === "string" && answer.myPage.startsWith("/my/")
      ? { kind: "sent", myPage: answer.myPage }
      : { kind: "sent" };
  } catch (err) {
    const message = err instanceof Error ? err.message : "";
    // apiRequest turns every answer into "<status>: <body>"; anything else is fetch's own TypeError.
    if (!/^\d{3}: /.test(message)) return { kind: "unreachable", offline: !navigator.onLine };
    const status = Number(message.slice(0, message.indexOf(":")));
    if (status === 429) return { kind: "rate-limited" };
    if (status === 400) {
      const fields = parseFields(message.slice(message.indexOf(":") + 2));
      if (fields) return { kind: "invalid", fields };
    }
    return { kind: "failed" };
  }
}

function parseFields(text: string) {
  try {
    const fields = JSON.parse(text)?.fields;
    return fields && typeof fields === "object" && Object.keys(fields).length ? (fields as Partial<Record<QuoteField, string>>) : null;
  } catch {
    return null;
  }
}
