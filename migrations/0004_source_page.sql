-- The page a quote request was sent from: one of the site's page paths ("/moving-services"),
-- checked against the page list before it is stored. NULL for the requests stored before this
-- column existed, and for a post that named no page of the site.
ALTER TABLE quote_requests ADD COLUMN source_page TEXT;
