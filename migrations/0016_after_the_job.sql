-- Issue 33: after the job. A completed job's record (the receipt's facts, the before and after
-- photos, where the load went) and the review ask's marks, one row per request.
--
-- final_cents: what the customer paid, in whole US cents. payment_method: one of the business's
-- (src/config/business.ts paymentAccepted). before_photos / after_photos: JSON arrays of photo keys
-- in the private bucket (their quote_photos rows name the request, so the hourly sweep and the
-- request's deletion find them). disposal: JSON (src/lib/completion.ts Disposal) or NULL when not
-- recorded. The review ask: when it was first sent, its one reminder, the first click through
-- /my/<token>/review and how many clicks.
CREATE TABLE job_completions (
  quote_request_id TEXT PRIMARY KEY NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  final_cents INTEGER NOT NULL CHECK (final_cents BETWEEN 0 AND 10000000),
  payment_method TEXT NOT NULL CHECK (payment_method IN ('cash', 'credit-card', 'check')),
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
CREATE INDEX job_completions_completed_at_idx ON job_completions (completed_at);
-- The daily reminder's question: asked, not reminded, not clicked.
CREATE INDEX job_completions_review_due_idx ON job_completions (review_asked_at)
  WHERE review_reminded_at IS NULL AND review_clicked_at IS NULL;
