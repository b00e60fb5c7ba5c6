-- Issue 32: the customer's own page, /my/<token>.
--
-- customer_links: the private links to it. The token (32 random bytes, base64url) is never stored:
-- only its SHA-256, as sessions keep theirs. A request may have more than one live link (the one the
-- confirmation showed, and the ones the owner made to send); revoking ends them all. A link stops
-- working 30 days after its request was completed or declined (src/auth/customer-links.ts).
-- created_by is "customer" for the link the form's confirmation showed, else the member's username.
CREATE TABLE customer_links (
  token_hash TEXT PRIMARY KEY NOT NULL,
  quote_request_id TEXT NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  created_by TEXT NOT NULL,
  revoked_at INTEGER,
  first_viewed_at INTEGER,
  last_viewed_at INTEGER
);
CREATE INDEX customer_links_request_idx ON customer_links (quote_request_id);

-- What happened on the customer's page and what the crew told them there, in order: the owner's
-- marks (page viewed, quote viewed and approved, a question, a moved window, notifications on) and
-- the customer's own timeline. kind is one of src/db/customer-events.ts; detail is JSON or NULL.
CREATE TABLE customer_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quote_request_id TEXT NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  detail TEXT CHECK (detail IS NULL OR json_valid(detail)),
  at INTEGER NOT NULL
);
CREATE INDEX customer_events_request_idx ON customer_events (quote_request_id, at);
CREATE INDEX customer_events_kind_idx ON customer_events (kind, at);

-- A customer's phone that turned notifications on from their page: for this request only, and
-- deleted with it, or when its links expire (the daily clean-up).
CREATE TABLE customer_push_subscriptions (
  id TEXT PRIMARY KEY NOT NULL,
  quote_request_id TEXT NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (quote_request_id, endpoint)
);

-- How many jobs the business takes in one arrival window: weekday 0 (Sunday) to 6, or -1 for every
-- day without a row of its own; with no row at all, 1 (one crew: src/db/window-capacity.ts). A
-- customer may move their booking only into a window with fewer scheduled jobs than this (one
-- conditional UPDATE). No row is written here: a new database holds no rows (backup:restore checks that).
CREATE TABLE window_capacity (
  weekday INTEGER PRIMARY KEY NOT NULL CHECK (weekday BETWEEN -1 AND 6),
  jobs INTEGER NOT NULL CHECK (jobs BETWEEN 0 AND 50)
);

-- "On our way": when the crew left, how many minutes they said, and the crew lead's first name.
ALTER TABLE quote_requests ADD COLUMN on_the_way_at INTEGER;
ALTER TABLE quote_requests ADD COLUMN on_the_way_minutes INTEGER CHECK (on_the_way_minutes IN (15, 30, 45, 60));
ALTER TABLE quote_requests ADD COLUMN crew_lead TEXT;
-- The booked day the customer's day-before reminder went out for: one per booked day, again after a move.
ALTER TABLE quote_requests ADD COLUMN customer_reminder_for TEXT;
-- When the customer saw the newest quote on their page (the version in quotes.viewed_at).
ALTER TABLE quotes ADD COLUMN viewed_at INTEGER;
