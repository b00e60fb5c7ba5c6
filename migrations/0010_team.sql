-- Issue 17, item 7: a team. Every account so far was made with owner:create for the owner, so
-- existing rows become owners; the Team screen adds staff (the leads, not the team).
ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'staff'));
-- Set for an account made with a one-time password: the first sign-in must choose a new one.
ALTER TABLE users ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0;
-- "Who is signed in where": a short summary of the browser ("Safari on iPhone"), never the full
-- user agent string. Sessions already have created_at and last_seen_at.
ALTER TABLE sessions ADD COLUMN device_label TEXT;
