-- Photos, a preferred day and arrival window, and the owner's booking.
--
-- The visitor's wish: a day (YYYY-MM-DD, Houston's calendar) and a two-hour window ("07-09", or
-- "any" for any time), both optional: NULL when not given, and for every older request.
ALTER TABLE quote_requests ADD COLUMN preferred_date TEXT;
ALTER TABLE quote_requests ADD COLUMN preferred_window TEXT;
-- The owner's confirmed appointment (booking sets the status to scheduled): NULL until booked.
ALTER TABLE quote_requests ADD COLUMN booked_date TEXT;
ALTER TABLE quote_requests ADD COLUMN booked_window TEXT;
CREATE INDEX quote_requests_booked_idx ON quote_requests (booked_date) WHERE booked_date IS NOT NULL;

-- Every photo object in the private R2 bucket (QUOTE_PHOTOS), by its random key ("photos/<uuid>").
-- A photo uploaded by the form island has no request yet (NULL) until the request that names it
-- is stored; the hourly Cron Trigger deletes those still unattached after a few hours. Deleting a
-- request deletes its objects, and leaves any it could not delete unattached (SET NULL) for the
-- same job. quote_requests.photo_urls keeps the keys in the visitor's order.
CREATE TABLE quote_photos (
  key TEXT PRIMARY KEY NOT NULL,
  quote_request_id TEXT REFERENCES quote_requests (id) ON DELETE SET NULL,
  content_type TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  uploaded_at INTEGER NOT NULL
);
CREATE INDEX quote_photos_request_idx ON quote_photos (quote_request_id);
CREATE INDEX quote_photos_unattached_idx ON quote_photos (uploaded_at) WHERE quote_request_id IS NULL;
