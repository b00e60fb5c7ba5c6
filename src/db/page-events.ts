import { lt } from "drizzle-orm";
import { pagePaths } from "../content/site-map";
import { houstonDate } from "../lib/houston-time";
import type { Db } from ".";
import { pageEventVisits } from "./schema";

// What a visitor's browser may report about a page: only kinds listed here and only the site's own
// pages (both languages), so the counters never hold a made-up path or a visitor's text.
export const eventKinds = ["call"] as const;
export type EventKind = (typeof eventKinds)[number];
export const knownPages: ReadonlySet<string> = new Set(pagePaths);

/** The browser's random key for its visit (src/islands/visit.ts): lowercase hex in UUID groups, so one key has one spelling. */
export const visitKeyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type PageEvent = { page: string; kind: EventKind; visit: string };

// The day, page and kind go into the hash with the key: one visit's rows for two pages share
// nothing, so the table cannot be read as a path through the site. 64 bits leave two visits of one
// day and page colliding (one tap lost) about once in a billion at tens of thousands of taps a day.
async function visitHash(day: string, { page, kind, visit }: PageEvent) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode([day, page, kind, visit].join("\n")));
  return [...new Uint8Array(digest, 0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Counts a tap at most once per Houston day, page, kind and visit; true when this one counted. The
 * visit's hash is inserted or, if the day has it already, ignored; the table's trigger
 * (migrations/0011) adds one to page_events within that same statement, only for an inserted row,
 * so parallel replays of one visit count once and nothing is read and written back.
 *
 * A replayed beacon counts once, but a script that makes up a new key for every beacon is counted
 * every time: only the per-client limit (EVENTS_RATE_LIMITER, 60 a minute) holds it back, and the
 * dashboard marks a day far above the usual as unusual. Nothing about the visitor is written.
 */
export async function countEvent(db: Db, event: PageEvent, now = new Date()) {
  const day = houstonDate(now);
  const { page, kind } = event;
  const result = await db
    .insert(pageEventVisits)
    .values({ day, page, kind, visitHash: await visitHash(day, event) })
    .onConflictDoNothing()
    .run();
  return result.meta.changes > 0;
}

/** Forgets the visits of days before today (the counts stay): a repeat can only fall on today, its day being part of the key. */
export function forgetPastVisits(db: Db, now = new Date()) {
  return db.delete(pageEventVisits).where(lt(pageEventVisits.day, houstonDate(now)));
}
