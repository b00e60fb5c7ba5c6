-- Web Push (issue 17): one row per device a signed-in user turned alerts on for. The endpoint is the
-- push service's URL for that browser (unique: subscribing again from the same browser updates it);
-- p256dh and auth are the browser's keys the payload is encrypted to. A 404/410 from the push
-- service deletes the row; other failures only stamp last_failure_at, so the next lead retries.
CREATE TABLE push_subscriptions (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  user_agent TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  last_success_at INTEGER,
  last_failure_at INTEGER
);
CREATE INDEX push_subscriptions_user_id_idx ON push_subscriptions (user_id);

-- The one reminder push for a request still pending past the due-soon threshold: set when sent, so
-- the hourly job never sends it twice.
ALTER TABLE quote_requests ADD COLUMN reminder_sent_at INTEGER;
