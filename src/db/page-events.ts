import { sql } from "drizzle-orm";
import { pagePaths } from "../content/pages";
import { houstonDate } from "../lib/houston-time";
import type { Db } from ".";
import { pageEvents } from "./schema";

// What a visitor's browser may report about a page: only kinds listed here and only the site's own
// pages (both languages), so the counters never hold a made-up path or a visitor's text.
export const eventKinds = ["call"] as const;
export type EventKind = (typeof eventKinds)[number];
export const knownPages: ReadonlySet<string> = new Set(pagePaths);

/**
 * Adds one to the Houston day's counter for this page and kind in one statement (an upsert), so
 * parallel beacons never read and write over each other. Nothing about the visitor is written.
 */
export function countEvent(db: Db, page: string, kind: EventKind, now = new Date()) {
  return db
    .insert(pageEvents)
    .values({ day: houstonDate(now), page, kind, count: 1 })
    .onConflictDoUpdate({ target: [pageEvents.day, pageEvents.page, pageEvents.kind], set: { count: sql`${pageEvents.count} + 1` } });
}
