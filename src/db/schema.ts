import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, unique, uniqueIndex } from "drizzle-orm/sqlite-core";
import { locales } from "../content/locale";
import type { PriceBook } from "../lib/pricing/book";
import type { EstimatePicks } from "../lib/pricing/estimate";
import type { Disposal, PaymentMethod } from "../lib/completion";

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
  /** migrations/0010_team.sql: owner (everything) or staff (the leads, not the team). */
  role: text("role", { enum: ["owner", "staff"] })
    .notNull()
    .default("owner"),
  /** Made with a one-time password: the next sign-in must choose a new one. */
  mustChangePassword: integer("must_change_password", { mode: "boolean" }).notNull().default(false),
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
    /** The site's page it was sent from, e.g. "/moving-services" (migrations/0004); null when unknown. */
    sourcePage: text("source_page"),
    /** The language of the form it was sent with (migrations/0005): "es" from the Spanish pages. */
    locale: text("locale", { enum: locales }).notNull().default("en"),
    /** The visitor's wish (migrations/0006): a day "YYYY-MM-DD" in Houston's calendar, and a window ("07-09", "any"). */
    preferredDate: text("preferred_date"),
    preferredWindow: text("preferred_window"),
    /** The owner's confirmed appointment: set together with the status "scheduled". */
    bookedDate: text("booked_date"),
    bookedWindow: text("booked_window"),
    /** Where the lead came from (migrations/0007): the visit's first page, the referring host, its UTM tags and their class. */
    landingPage: text("landing_page"),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    /** "search" | "social" | "direct" | "referral" | "campaign" (src/attribution/classify.ts). */
    trafficSource: text("traffic_source"),
    /** When the one reminder push went out for this request still pending past due-soon (migrations/0008). */
    reminderSentAt: integer("reminder_sent_at", { mode: "timestamp_ms" }),
    /** The SHA-256 of the submission's idempotency key (migrations/0012, 0018): a retry or a replay of the same submission is never a second request. */
    idempotencyKeyHash: text("idempotency_key_hash"),
    /** The visitor's own estimate (migrations/0014): the picks, the range shown in whole cents, and the price book it came from. */
    estimate: text("estimate", { mode: "json" }).$type<EstimatePicks>(),
    estimateLowCents: integer("estimate_low_cents"),
    estimateHighCents: integer("estimate_high_cents"),
    priceBookVersion: integer("price_book_version"),
    /** "On our way" (migrations/0015): when the crew left, the minutes they said, the crew lead's first name. */
    onTheWayAt: integer("on_the_way_at", { mode: "timestamp_ms" }),
    onTheWayMinutes: integer("on_the_way_minutes"),
    crewLead: text("crew_lead"),
    /** The booked day the customer's day-before reminder went out for. */
    customerReminderFor: text("customer_reminder_for"),
    /** The SHA-256 of the submission's normalized content (migrations/0018): a key sent again with other content is refused. */
    contentFingerprint: text("content_fingerprint"),
    /** The first time any member opened its detail (migrations/0019): the inbox's "NEW" mark ends there. */
    openedAt: integer("opened_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("quote_requests_idempotency_key_hash_idx").on(t.idempotencyKeyHash),
    index("quote_requests_created_at_idx").on(t.createdAt),
    index("quote_requests_status_idx").on(t.status),
    index("quote_requests_booked_idx")
      .on(t.bookedDate)
      .where(sql`booked_date IS NOT NULL`),
  ],
);

/** One object in the private photo bucket (migrations/0006); no request yet while only uploaded. */
export const quotePhotos = sqliteTable(
  "quote_photos",
  {
    key: text("key").primaryKey(),
    quoteRequestId: text("quote_request_id").references(() => quoteRequests.id, { onDelete: "set null" }),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    uploadedAt: integer("uploaded_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    index("quote_photos_request_idx").on(t.quoteRequestId),
    index("quote_photos_unattached_idx")
      .on(t.uploadedAt)
      .where(sql`quote_request_id IS NULL`),
  ],
);
export type QuotePhoto = typeof quotePhotos.$inferSelect;

/** Per Houston day, page and kind ("call"): how many times it happened (migrations/0007). */
export const pageEvents = sqliteTable(
  "page_events",
  {
    day: text("day").notNull(),
    page: text("page").notNull(),
    kind: text("kind").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.page, t.kind] })],
);

/** The visits whose tap a page_events count already holds, as short hashes (migrations/0011); its trigger does the counting. */
export const pageEventVisits = sqliteTable(
  "page_event_visits",
  {
    day: text("day").notNull(),
    page: text("page").notNull(),
    kind: text("kind").notNull(),
    visitHash: text("visit_hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.page, t.kind, t.visitHash] })],
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
export const attributionColumns = ["landingPage", "referrerHost", "utmSource", "utmMedium", "utmCampaign", "trafficSource"] as const;
/** Where a lead came from: stored with the request, shown to the owner, never in the lead e-mail. */
export type Attribution = Pick<QuoteRequest, (typeof attributionColumns)[number]>;
export type NewQuoteRequest = typeof quoteRequests.$inferInsert;

// ---- The owner's inbox (migrations/0002_owner_inbox.sql) ----

const ms = (name: string) => integer(name, { mode: "timestamp_ms" });
/** A row that belongs to a user and goes when the user does (sessions, known browsers). */
const ownedByUser = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: ownedByUser(),
    createdAt: ms("created_at").notNull(),
    expiresAt: ms("expires_at").notNull(),
    lastSeenAt: ms("last_seen_at").notNull(),
    newSince: ms("new_since").notNull().default(new Date(0)),
    /** A short summary of the browser, e.g. "Safari on iPhone" (migrations/0010); null for older sessions. */
    deviceLabel: text("device_label"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const signInFailures = sqliteTable(
  "sign_in_failures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ip: text("ip").notNull(),
    username: text("username").notNull(),
    failedAt: ms("failed_at").notNull(),
    /** The known browser's token hash (migrations/0003); null for any other browser. */
    deviceHash: text("device_hash"),
  },
  (t) => [
    index("sign_in_failures_ip_idx").on(t.ip, t.failedAt),
    index("sign_in_failures_username_idx").on(t.username, t.failedAt),
    index("sign_in_failures_device_idx").on(t.deviceHash, t.failedAt),
  ],
);

export const ownerVisits = sqliteTable("owner_visits", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastSeenAt: ms("last_seen_at").notNull(),
});

export const quoteStatusChanges = sqliteTable(
  "quote_status_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    quoteRequestId: text("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    changedBy: text("changed_by").notNull(),
    changedAt: ms("changed_at").notNull(),
  },
  (t) => [index("quote_status_changes_request_idx").on(t.quoteRequestId, t.changedAt)],
);

// ---- Known browsers (migrations/0003_trusted_devices.sql; its trigger revokes them on a password change) ----

export const trustedDevices = sqliteTable(
  "trusted_devices",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: ownedByUser(),
    createdAt: ms("created_at").notNull(),
    expiresAt: ms("expires_at").notNull(),
  },
  (t) => [index("trusted_devices_user_id_idx").on(t.userId)],
);

export type QuoteStatusChange = typeof quoteStatusChanges.$inferSelect;

// ---- Web Push (migrations/0008_push.sql): a device a user turned alerts on for ----

export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: id(),
    userId: ownedByUser(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** A short label of the browser ("iPhone Safari"), so the owner can tell devices apart. */
    userAgent: text("user_agent").notNull().default(""),
    createdAt: ms("created_at").notNull(),
    lastSuccessAt: ms("last_success_at"),
    lastFailureAt: ms("last_failure_at"),
  },
  (t) => [index("push_subscriptions_user_id_idx").on(t.userId)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

// ---- Notes (migrations/0009_notes.sql) ----

export const quoteNotes = sqliteTable(
  "quote_notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    quoteRequestId: text("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    author: text("author").notNull(),
    body: text("body").notNull(),
    createdAt: ms("created_at").notNull(),
  },
  (t) => [index("quote_notes_request_idx").on(t.quoteRequestId, t.createdAt)],
);

export type QuoteNote = typeof quoteNotes.$inferSelect;

// ---- Failed side effects (migrations/0013_side_effect_failures.sql; kinds in ./failures.ts) ----

export const sideEffectFailures = sqliteTable(
  "side_effect_failures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    /** The trace id of the request, cron run or queue batch it happened in (migrations/0017 renamed it from request_id). */
    traceId: text("trace_id"),
    quoteRequestId: text("quote_request_id"),
    error: text("error").notNull(),
    failedAt: ms("failed_at").notNull(),
  },
  (t) => [index("side_effect_failures_failed_at_idx").on(t.failedAt)],
);

export type SideEffectFailure = typeof sideEffectFailures.$inferSelect;

// ---- Prices (migrations/0014_prices.sql): the owner's price book, one row per save, and the owner's quotes ----

export const priceBooks = sqliteTable("price_books", {
  version: integer("version").primaryKey({ autoIncrement: true }),
  book: text("book", { mode: "json" }).$type<PriceBook>().notNull(),
  /** false in the newest row: prices are switched off and nothing about them shows. */
  enabled: integer("enabled", { mode: "boolean" }).notNull(),
  createdAt: ms("created_at").notNull(),
  createdBy: text("created_by").notNull(),
});
export type PriceBookRow = typeof priceBooks.$inferSelect;

export const quotes = sqliteTable(
  "quotes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    quoteRequestId: text("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    /** 1, 2, ... per request: every version is kept, the newest is the one in force. */
    version: integer("version").notNull(),
    /** Whole cents; a single amount has low = high. */
    lowCents: integer("low_cents").notNull(),
    highCents: integer("high_cents").notNull(),
    included: text("included").notNull(),
    /** A Houston day, "YYYY-MM-DD". */
    validUntil: text("valid_until").notNull(),
    note: text("note"),
    priceBookVersion: integer("price_book_version"),
    createdBy: text("created_by").notNull(),
    createdAt: ms("created_at").notNull(),
    /** The customer's approval from their own page. */
    approvedAt: ms("approved_at"),
    /** When the customer first saw this version on their page (migrations/0015). */
    viewedAt: ms("viewed_at"),
  },
  (t) => [unique().on(t.quoteRequestId, t.version), index("quotes_created_at_idx").on(t.createdAt)],
);
export type Quote = typeof quotes.$inferSelect;

// ---- The customer's own page (migrations/0015_customer_page.sql) ----

const ofRequest = () =>
  text("quote_request_id")
    .notNull()
    .references(() => quoteRequests.id, { onDelete: "cascade" });

export const customerLinks = sqliteTable(
  "customer_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    quoteRequestId: ofRequest(),
    createdAt: ms("created_at").notNull(),
    /** "customer" for the confirmation's link, else the member who made it. */
    createdBy: text("created_by").notNull(),
    revokedAt: ms("revoked_at"),
    firstViewedAt: ms("first_viewed_at"),
    lastViewedAt: ms("last_viewed_at"),
  },
  (t) => [index("customer_links_request_idx").on(t.quoteRequestId)],
);
export type CustomerLink = typeof customerLinks.$inferSelect;

/** The no-JavaScript confirmation's one-time code for a new customer link (migrations/0018): only its hash. */
export const confirmationCodes = sqliteTable(
  "confirmation_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    quoteRequestId: ofRequest(),
    createdAt: ms("created_at").notNull(),
  },
  (t) => [index("confirmation_codes_created_idx").on(t.createdAt)],
);
/** customer_links.created_by of the link the form's confirmation showed (others name the member). */
export const madeByCustomer = "customer";

export const customerEvents = sqliteTable(
  "customer_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    quoteRequestId: ofRequest(),
    kind: text("kind").notNull(),
    detail: text("detail", { mode: "json" }).$type<Record<string, unknown>>(),
    at: ms("at").notNull(),
  },
  (t) => [index("customer_events_request_idx").on(t.quoteRequestId, t.at), index("customer_events_kind_idx").on(t.kind, t.at)],
);
export type CustomerEventRow = typeof customerEvents.$inferSelect;

export const customerPushSubscriptions = sqliteTable(
  "customer_push_subscriptions",
  {
    id: id(),
    quoteRequestId: ofRequest(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: ms("created_at").notNull(),
  },
  (t) => [unique().on(t.quoteRequestId, t.endpoint)],
);
export type CustomerPushSubscription = typeof customerPushSubscriptions.$inferSelect;

export const windowCapacity = sqliteTable("window_capacity", {
  /** 0 (Sunday) to 6, or -1: every day without a row of its own. */
  weekday: integer("weekday").primaryKey(),
  jobs: integer("jobs").notNull(),
});

// ---- After the job (migrations/0016_after_the_job.sql) ----

export const jobCompletions = sqliteTable(
  "job_completions",
  {
    quoteRequestId: text("quote_request_id")
      .primaryKey()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    /** What the customer paid, in whole US cents. */
    finalCents: integer("final_cents").notNull(),
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull(),
    workDone: text("work_done").notNull().default(""),
    /** Photo keys in the private bucket, in the order taken. */
    beforePhotos: text("before_photos", { mode: "json" }).$type<string[]>().notNull().default([]),
    afterPhotos: text("after_photos", { mode: "json" }).$type<string[]>().notNull().default([]),
    disposal: text("disposal", { mode: "json" }).$type<Disposal>(),
    completedAt: ms("completed_at").notNull(),
    completedBy: text("completed_by").notNull(),
    updatedAt: ms("updated_at").notNull(),
    reviewAskedAt: ms("review_asked_at"),
    reviewRemindedAt: ms("review_reminded_at"),
    reviewClickedAt: ms("review_clicked_at"),
    reviewClicks: integer("review_clicks").notNull().default(0),
    receiptEmailedAt: ms("receipt_emailed_at"),
  },
  (t) => [
    index("job_completions_completed_at_idx").on(t.completedAt),
    index("job_completions_review_due_idx")
      .on(t.reviewAskedAt)
      .where(sql`review_reminded_at IS NULL AND review_clicked_at IS NULL`),
  ],
);
export type JobCompletion = typeof jobCompletions.$inferSelect;

// ---- Book and pay online (migrations/0020_payments.sql) ----

/** The deposit rule's kinds: none (the default, also with no row), a fixed amount, a percent of the approved quote's top. */
export const depositKinds = ["none", "fixed", "percent"] as const;
export type DepositKind = (typeof depositKinds)[number];
/** Payment methods Checkout may offer ("card" brings Apple Pay and Google Pay with it). */
export type CheckoutMethod = "card" | "link" | "us_bank_account";

/** The owner's deposit rule, one row per save (as price_books): the newest is in force; none means no deposit. */
export const depositRules = sqliteTable("deposit_rules", {
  version: integer("version").primaryKey({ autoIncrement: true }),
  kind: text("kind", { enum: depositKinds }).notNull(),
  fixedCents: integer("fixed_cents"),
  percent: integer("percent"),
  /** For a job within 7 days: hold the card (manual capture) instead of charging. */
  holdCard: integer("hold_card", { mode: "boolean" }).notNull().default(false),
  methods: text("methods", { mode: "json" }).$type<CheckoutMethod[]>().notNull().default(["card"]),
  createdAt: ms("created_at").notNull(),
  createdBy: text("created_by").notNull(),
});
export type DepositRuleRow = typeof depositRules.$inferSelect;

export const paymentKinds = ["deposit", "balance"] as const;
export type PaymentKind = (typeof paymentKinds)[number];
export const paymentStatuses = ["pending", "open", "paid", "held", "captured", "released", "expired", "failed"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** One row per Checkout attempt, written before Stripe is asked (status "pending"). */
export const payments = sqliteTable(
  "payments",
  {
    id: text("id").primaryKey(),
    quoteRequestId: ofRequest(),
    kind: text("kind", { enum: paymentKinds }).notNull(),
    /** The quote version the amount came from. */
    quoteVersion: integer("quote_version").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency", { enum: ["usd"] })
      .notNull()
      .default("usd"),
    capture: text("capture", { enum: ["automatic", "manual"] }).notNull(),
    status: text("status", { enum: paymentStatuses }).notNull(),
    /** The Checkout page's language (the customer's page's). */
    locale: text("locale", { enum: locales }).notNull().default("en"),
    checkoutSessionId: text("checkout_session_id").unique(),
    checkoutUrl: text("checkout_url"),
    paymentIntentId: text("payment_intent_id"),
    /** 1, 2, ... per request and kind: the idempotency key names it. */
    attempt: integer("attempt").notNull(),
    /** The window the customer asked for with the approval, booked when the webhook confirms. */
    bookedDate: text("booked_date"),
    bookedWindow: text("booked_window"),
    capturedCents: integer("captured_cents").notNull().default(0),
    refundedCents: integer("refunded_cents").notNull().default(0),
    createdAt: ms("created_at").notNull(),
    updatedAt: ms("updated_at").notNull(),
    /** When the webhook confirmed it paid or held. */
    paidAt: ms("paid_at"),
  },
  (t) => [
    unique().on(t.quoteRequestId, t.kind, t.attempt),
    index("payments_intent_idx").on(t.paymentIntentId),
    index("payments_paid_at_idx").on(t.paidAt),
  ],
);
export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export const refunds = sqliteTable(
  "refunds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    stripeRefundId: text("stripe_refund_id").notNull().unique(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    cents: integer("cents").notNull(),
    reason: text("reason").notNull().default(""),
    refundedBy: text("refunded_by").notNull(),
    refundedAt: ms("refunded_at").notNull(),
  },
  (t) => [index("refunds_payment_idx").on(t.paymentId)],
);
export type Refund = typeof refunds.$inferSelect;

export const stripeEventOutcomes = ["received", "handled", "ignored", "failed"] as const;
export type StripeEventOutcome = (typeof stripeEventOutcomes)[number];

/** Every verified webhook event, once by its id. */
export const stripeEvents = sqliteTable(
  "stripe_events",
  {
    eventId: text("event_id").primaryKey(),
    type: text("type").notNull(),
    quoteRequestId: text("quote_request_id"),
    outcome: text("outcome", { enum: stripeEventOutcomes }).notNull(),
    receivedAt: ms("received_at").notNull(),
  },
  (t) => [index("stripe_events_received_idx").on(t.receivedAt)],
);
