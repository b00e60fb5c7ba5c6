-- Issue 30: a request accepted is a request kept, exactly once. Every submission carries a key: a
-- random one the form makes per fill (the island, or the page's early script for the plain form),
-- or one the server derives from the post (its content, the client and a ten-minute window) when
-- none came. A retry, a double tap, a replay of the copy kept while D1 was down or a
-- back-and-resubmit carries the same key, and this index lets only the first become a request.
-- Older requests have none (NULL: SQLite's unique index allows any number of them).
ALTER TABLE quote_requests ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX quote_requests_idempotency_key_idx ON quote_requests (idempotency_key);
