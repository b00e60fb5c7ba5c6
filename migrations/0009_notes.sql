-- Issue 17, item 4: the owner's own notes on a request ("called, left voicemail"). Together with
-- quote_status_changes they make the request's timeline; they go when the request does.
CREATE TABLE quote_notes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quote_request_id TEXT NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  author TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
-- The timeline and the CSV's "Last Note" read a request's notes newest first.
CREATE INDEX quote_notes_request_idx ON quote_notes (quote_request_id, created_at);
