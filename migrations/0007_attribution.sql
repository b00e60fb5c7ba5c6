-- Where each lead came from, without cookies: the first page of the visit (the form island keeps it
-- in sessionStorage; the plain form sends its own page), the referring site's host only (never its
-- full URL), the visit's first utm_source/utm_medium/utm_campaign, and the class the server gives
-- them: 'search', 'social', 'direct', 'referral' or 'campaign'. NULL for older requests.
ALTER TABLE quote_requests ADD COLUMN landing_page TEXT;
ALTER TABLE quote_requests ADD COLUMN referrer_host TEXT;
ALTER TABLE quote_requests ADD COLUMN utm_source TEXT;
ALTER TABLE quote_requests ADD COLUMN utm_medium TEXT;
ALTER TABLE quote_requests ADD COLUMN utm_campaign TEXT;
ALTER TABLE quote_requests ADD COLUMN traffic_source TEXT;

-- Counters of what visitors do on a page that is not a quote request (for now: clicks on a call
-- link), per Houston calendar day, page and kind. One upsert per event; nothing about the visitor.
CREATE TABLE page_events (
  day TEXT NOT NULL,
  page TEXT NOT NULL,
  kind TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, page, kind)
);
