-- Issue 43: an idempotency key is a submission's, not a door to its request.
--
-- The key is kept only as its SHA-256 (idempotency_key_hash): the members' API, the CSV and the
-- backups never hold a key a client could send again. SQLite has no SHA-256, so the keys stored
-- before are dropped rather than hashed: a retry of a request sent just before this migration, with
-- its old key, is stored as a new request (the owner sees two; nothing opens the first).
--
-- content_fingerprint: the SHA-256 of the submission's normalized content
-- (src/use-cases/submission-key.ts). A repeat of a key with other content is refused (409); a repeat
-- with the same content is answered as the first was. NULL for the requests stored before.
DROP INDEX quote_requests_idempotency_key_idx;
ALTER TABLE quote_requests RENAME COLUMN idempotency_key TO idempotency_key_hash;
UPDATE quote_requests SET idempotency_key_hash = NULL;
CREATE UNIQUE INDEX quote_requests_idempotency_key_hash_idx ON quote_requests (idempotency_key_hash);
ALTER TABLE quote_requests ADD COLUMN content_fingerprint TEXT;

-- The no-JavaScript confirmation's one-time code (src/routes/quote/confirmation-link.ts): the
-- redirect after a plain post carries a code, never the customer's page token, and the confirmation
-- page exchanges it once, within minutes, for a new link to that request's page. Only the code's
-- SHA-256 is kept; a used or stale code is deleted.
CREATE TABLE confirmation_codes (
  code_hash TEXT PRIMARY KEY NOT NULL,
  quote_request_id TEXT NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
);
CREATE INDEX confirmation_codes_created_idx ON confirmation_codes (created_at);
