-- The owner's inbox: sessions, sign-in failures (rate limit), status history, last visit.
-- Timestamps are epoch milliseconds, like 0001.

-- Only a SHA-256 hash of the 256-bit cookie token is stored: a leaked table cannot sign anyone in.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  -- Requests created after this count as "new" in the inbox during this visit.
  new_since INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- Each failed sign-in, so failures can be counted per IP and per username over 15 minutes
-- (the rate-limit binding's periods are too short for that).
CREATE TABLE sign_in_failures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ip TEXT NOT NULL,
  username TEXT NOT NULL,
  failed_at INTEGER NOT NULL
);
CREATE INDEX sign_in_failures_ip_idx ON sign_in_failures (ip, failed_at);
CREATE INDEX sign_in_failures_username_idx ON sign_in_failures (username, failed_at);

-- When the owner was last active, across sessions: the start of "new since last visit".
CREATE TABLE owner_visits (
  user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_seen_at INTEGER NOT NULL
);

-- Every status change, with who made it and when. The latest one is a request's "status changed
-- by/at": kept here only, so quote_requests keeps the spec's columns.
CREATE TABLE quote_status_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quote_request_id TEXT NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  from_status TEXT NOT NULL,
  to_status TEXT NOT NULL,
  changed_by TEXT NOT NULL,
  changed_at INTEGER NOT NULL
);
CREATE INDEX quote_status_changes_request_idx ON quote_status_changes (quote_request_id, changed_at);
