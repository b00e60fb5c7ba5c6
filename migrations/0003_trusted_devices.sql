-- Browsers the owner has signed in from (OWASP's "device cookie"). A browser holding a valid one
-- is exempt from the per-username sign-in lock, so strangers guessing at the owner's username
-- can no longer lock the owner out; its own failures are limited per device instead. Only a
-- SHA-256 hash of the cookie's 256-bit token is stored, as for sessions.
CREATE TABLE trusted_devices (
  token_hash TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX trusted_devices_user_id_idx ON trusted_devices (user_id);

-- A known browser's failed sign-ins carry its token hash: they count against that browser, not
-- against the username. NULL for every other browser.
ALTER TABLE sign_in_failures ADD COLUMN device_hash TEXT;
CREATE INDEX sign_in_failures_device_idx ON sign_in_failures (device_hash, failed_at);

-- A new password revokes every known browser of that user, whatever changes it (a future screen,
-- a script or plain SQL), so a stolen device cookie dies with the old password.
CREATE TRIGGER users_password_change_revokes_devices AFTER UPDATE OF password ON users
WHEN NEW.password IS NOT OLD.password
BEGIN
  DELETE FROM trusted_devices WHERE user_id = NEW.id;
END;
