-- Issue 31: what a job will cost. Money is whole US cents in INTEGER columns, never REAL.
--
-- price_books: the owner's price book, one row per save, never updated or deleted: a request and a
-- quote name the version they were priced with, so the numbers they showed can always be told
-- again. The newest row is the one in force; enabled = 0 in it switches prices off (nothing about
-- prices shows). A new site has no row, and so no prices. book is the JSON that
-- src/lib/pricing/book-schema.ts validates before any save.
CREATE TABLE price_books (
  version INTEGER PRIMARY KEY AUTOINCREMENT,
  book TEXT NOT NULL CHECK (json_valid(book)),
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  created_at INTEGER NOT NULL,
  created_by TEXT NOT NULL
);

-- The visitor's own estimate, sent with the request: the picks (JSON: load size, single items and
-- their counts, stairs, heavy material; or crew and hours for a move), the range they were shown,
-- and the price-book version it came from. All NULL for a request sent without one.
ALTER TABLE quote_requests ADD COLUMN estimate TEXT CHECK (estimate IS NULL OR json_valid(estimate));
ALTER TABLE quote_requests ADD COLUMN estimate_low_cents INTEGER CHECK (estimate_low_cents >= 0);
ALTER TABLE quote_requests ADD COLUMN estimate_high_cents INTEGER CHECK (estimate_high_cents >= estimate_low_cents);
ALTER TABLE quote_requests ADD COLUMN price_book_version INTEGER;

-- The owner's quotes: every version kept (1, 2, ... per request); the newest is the one in force.
-- A single amount has low_cents = high_cents. valid_until is a Houston day, "YYYY-MM-DD".
-- approved_at is the customer's approval, taken by their own page (the next issue).
CREATE TABLE quotes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quote_request_id TEXT NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  version INTEGER NOT NULL CHECK (version >= 1),
  low_cents INTEGER NOT NULL CHECK (low_cents >= 0),
  high_cents INTEGER NOT NULL CHECK (high_cents >= low_cents),
  included TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  note TEXT,
  price_book_version INTEGER,
  created_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  approved_at INTEGER,
  UNIQUE (quote_request_id, version)
);
CREATE INDEX quotes_created_at_idx ON quotes (created_at);
