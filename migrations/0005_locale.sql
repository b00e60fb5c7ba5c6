-- The language of the form a quote request was sent with: 'es' from the Spanish pages (/es/...),
-- 'en' from the English ones. The owner's inbox marks the Spanish ones "Prefers Spanish". The
-- requests stored before this column existed all came from the English site: 'en'. The Worker
-- stores only the site's languages (src/content/locale.ts); like status, the list is kept in code,
-- not in a CHECK, so a third language would need no table rebuild.
ALTER TABLE quote_requests ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
