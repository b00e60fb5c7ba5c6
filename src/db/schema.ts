import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Mirrors migrations/ (the one schema source); test/schema.test.ts proves they agree.
const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`);

export const users = sqliteTable("users", {
  id: id(),
  username: text("username").notNull().unique(),
  password: text("password").notNull(),
});

export const quoteRequests = sqliteTable(
  "quote_requests",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    serviceType: text("service_type").notNull(),
    cityZip: text("city_zip").notNull().default(""),
    description: text("description").notNull(),
    photoUrls: text("photo_urls", { mode: "json" }).$type<string[]>().notNull().default([]),
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [index("quote_requests_created_at_idx").on(t.createdAt), index("quote_requests_status_idx").on(t.status)],
);

export const contactMessages = sqliteTable("contact_messages", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

export type QuoteRequest = typeof quoteRequests.$inferSelect;
export type NewQuoteRequest = typeof quoteRequests.$inferInsert;
