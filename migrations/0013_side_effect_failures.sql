-- Issue 30, part 3: a side effect that failed after its request was answered (a lead or customer
-- e-mail, a push, a photo written or deleted, a nightly backup) is recorded here, so the morning
-- digest and the inbox can tell the owner; logs alone are read by nobody. src/db/failures.ts lists
-- the kinds (no CHECK: a new kind needs no table rebuild). request_id is the request's (or cron
-- run's) id, as in its log lines; quote_request_id the quote request it concerned, if any, with no
-- foreign key: the failure stays on record when its request is deleted. error is the error's text,
-- trimmed to 500 characters. The morning jobs delete rows older than 30 days.
CREATE TABLE side_effect_failures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  request_id TEXT,
  quote_request_id TEXT,
  error TEXT NOT NULL,
  failed_at INTEGER NOT NULL
);
CREATE INDEX side_effect_failures_failed_at_idx ON side_effect_failures (failed_at);
