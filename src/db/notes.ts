import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from ".";
import { quoteNotes, quoteRequests } from "./schema";

// The owner's notes on a request: plain text, stored as typed and escaped only where shown (React
// escapes it on the screens; the CSV keeps formulas from running).
export const NOTE_MAX_CHARS = 1_000;
/** A body limit for the routes: room for 1,000 characters of 4-byte emoji, percent-encoded, and little more. */
export const NOTE_MAX_BODY_BYTES = 16 * 1024;

/** What a note too long is told, by the form and the JSON API alike. */
export const noteTooLong = `A note can be at most ${NOTE_MAX_CHARS.toLocaleString("en-US")} characters`;

export const noteBodySchema = z
  .string({ error: "Write a note" })
  .trim()
  .min(1, "Write a note")
  // Characters as people count them (an emoji is one), not UTF-16 code units.
  .refine((s) => [...s].length <= NOTE_MAX_CHARS, noteTooLong);

/** Adds a note; null when the request is unknown. */
export async function addNote(db: Db, quoteRequestId: string, author: string, body: string, now = new Date()) {
  const request = await db.query.quoteRequests.findFirst({ where: eq(quoteRequests.id, quoteRequestId), columns: { id: true } });
  if (!request) return null;
  const [note] = await db.insert(quoteNotes).values({ quoteRequestId, author, body, createdAt: now }).returning();
  return note!;
}

/** A request's notes, newest first. */
export function notesOf(db: Db, quoteRequestId: string) {
  return db.query.quoteNotes.findMany({
    where: eq(quoteNotes.quoteRequestId, quoteRequestId),
    orderBy: [desc(quoteNotes.createdAt), desc(quoteNotes.id)],
  });
}

/** The newest note's text, for the list's shape (the CSV's "Last Note"); null when there is none. */
export const lastNoteSql = sql<
  string | null
>`(SELECT n.body FROM quote_notes n WHERE n.quote_request_id = quote_requests.id ORDER BY n.created_at DESC, n.id DESC LIMIT 1)`;
