-- Issue 44, item 7 and item 9: the owner's phone screens.
--
-- opened_at: the first time any member opened the request's detail. The inbox's "NEW" mark and its
-- count of new requests leave out a request someone has opened, whoever's last visit it is.
ALTER TABLE quote_requests ADD COLUMN opened_at INTEGER;

-- Payment methods: Zelle, Venmo and "other" beside cash, credit card and check. SQLite cannot
-- change a CHECK in place, so the table is rebuilt with the same columns, in the same order, and
-- its indexes made again. Nothing references job_completions; its own reference to quote_requests
-- is checked at the end of the migration's transaction.
PRAGMA defer_foreign_keys = on;
CREATE TABLE job_completions_new (
  quote_request_id TEXT PRIMARY KEY NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  final_cents INTEGER NOT NULL CHECK (final_cents BETWEEN 0 AND 10000000),
  payment_method TEXT NOT NULL CHECK (payment_method IN ('cash', 'credit-card', 'check', 'zelle', 'venmo', 'other')),
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
-- The daily reminder's question: asked, not reminded, not clicked.
CREATE INDEX job_completions_review_due_idx ON job_completions (review_asked_at)
  WHERE review_reminded_at IS NULL AND review_clicked_at IS NULL;
PRAGMA defer_foreign_keys = off;
