-- Issue 46: book and pay online. Money is whole US cents in INTEGER columns, never REAL.
--
-- deposit_rules: the owner's deposit rule, one row per save, never updated or deleted (as
-- price_books): the newest row is the one in force, and no row at all means no deposit. kind:
-- none | fixed (fixed_cents) | percent (percent of the approved quote's top). hold_card: for a job
-- within 7 days, hold the card (Stripe's manual capture, good for 7 days) instead of charging.
-- methods: the payment methods Checkout offers, a JSON array ("card"; Apple Pay and Google Pay come
-- with card in Checkout).
CREATE TABLE deposit_rules (
  version INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('none', 'fixed', 'percent')),
  fixed_cents INTEGER CHECK (fixed_cents BETWEEN 50 AND 10000000),
  percent INTEGER CHECK (percent BETWEEN 1 AND 100),
  hold_card INTEGER NOT NULL DEFAULT 0 CHECK (hold_card IN (0, 1)),
  methods TEXT NOT NULL DEFAULT '["card"]' CHECK (json_valid(methods)),
  created_at INTEGER NOT NULL,
  created_by TEXT NOT NULL,
  CHECK ((kind = 'fixed') = (fixed_cents IS NOT NULL)),
  CHECK ((kind = 'percent') = (percent IS NOT NULL))
);

-- payments: one row per Checkout attempt. The row is written before Stripe is asked (status
-- 'pending'), so a retry after Stripe failed reuses the same attempt and its idempotency key
-- (nothing charged twice). amount_cents is fixed when the row is made: a later price book or quote
-- never changes what was asked or paid. The window asked for is booked when the webhook confirms.
-- status: pending (Stripe not reached yet) -> open (a Checkout Session waits) -> paid (charged) |
-- held (card held, manual capture) -> captured | released; expired (the session lapsed unpaid);
-- failed. refunded_cents grows with each refund (the refunds table).
CREATE TABLE payments (
  id TEXT PRIMARY KEY NOT NULL,
  quote_request_id TEXT NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'balance')),
  quote_version INTEGER NOT NULL CHECK (quote_version >= 1),
  amount_cents INTEGER NOT NULL CHECK (amount_cents BETWEEN 50 AND 10000000),
  currency TEXT NOT NULL DEFAULT 'usd' CHECK (currency = 'usd'),
  capture TEXT NOT NULL CHECK (capture IN ('automatic', 'manual')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'open', 'paid', 'held', 'captured', 'released', 'expired', 'failed')),
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es')),
  checkout_session_id TEXT UNIQUE,
  checkout_url TEXT,
  payment_intent_id TEXT,
  attempt INTEGER NOT NULL CHECK (attempt >= 1),
  booked_date TEXT,
  booked_window TEXT,
  captured_cents INTEGER NOT NULL DEFAULT 0 CHECK (captured_cents >= 0),
  refunded_cents INTEGER NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  paid_at INTEGER,
  UNIQUE (quote_request_id, kind, attempt)
);
CREATE INDEX payments_intent_idx ON payments (payment_intent_id);
CREATE INDEX payments_paid_at_idx ON payments (paid_at);

-- refunds: each refund made through the owner's API (Stripe's refund id, unique).
CREATE TABLE refunds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  stripe_refund_id TEXT NOT NULL UNIQUE,
  payment_id TEXT NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  cents INTEGER NOT NULL CHECK (cents >= 1),
  reason TEXT NOT NULL DEFAULT '',
  refunded_by TEXT NOT NULL,
  refunded_at INTEGER NOT NULL
);
CREATE INDEX refunds_payment_idx ON refunds (payment_id);

-- stripe_events: every verified webhook event, once (event_id is unique: a repeat is an
-- insert-or-ignore that changes nothing). outcome: received, handled, ignored (an unknown type or
-- request), failed (the handler threw: Stripe sends it again and it runs again).
CREATE TABLE stripe_events (
  event_id TEXT PRIMARY KEY NOT NULL,
  type TEXT NOT NULL,
  quote_request_id TEXT,
  outcome TEXT NOT NULL CHECK (outcome IN ('received', 'handled', 'ignored', 'failed')),
  received_at INTEGER NOT NULL
);
CREATE INDEX stripe_events_received_idx ON stripe_events (received_at);

-- The completion's payment method gains "online" (a deposit and balance paid through Stripe). SQLite
-- cannot change a CHECK in place: the table is rebuilt as in 0019, same columns, same order.
PRAGMA defer_foreign_keys = on;
CREATE TABLE job_completions_new (
  quote_request_id TEXT PRIMARY KEY NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  final_cents INTEGER NOT NULL CHECK (final_cents BETWEEN 0 AND 10000000),
  payment_method TEXT NOT NULL CHECK (payment_method IN ('cash', 'credit-card', 'check', 'zelle', 'venmo', 'other', 'online')),
  work_done TEXT NOT NULL DEFAULT '',
  before_photos TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(before_photos)),
  after_photos TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(after_photos)),
  disposal TEXT CHECK (disposal IS NULL OR json_valid(disposal)),
  completed_at INTEGER NOT NULL,
  completed_by TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  review_asked_at INTEGER,
  review_reminded_at INTEGER,
  review_clicked_at INTEGER,
  review_clicks INTEGER NOT NULL DEFAULT 0,
  receipt_emailed_at INTEGER
);
INSERT INTO job_completions_new SELECT * FROM job_completions;
DROP TABLE job_completions;
ALTER TABLE job_completions_new RENAME TO job_completions;
CREATE INDEX job_completions_completed_at_idx ON job_completions (completed_at);
CREATE INDEX job_completions_review_due_idx ON job_completions (review_asked_at)
  WHERE review_reminded_at IS NULL AND review_clicked_at IS NULL;
PRAGMA defer_foreign_keys = off;
