-- Security review: replaying a call beacon inflated the counters. A tap now counts at most once per
-- Houston day, page, kind and visit. The browser makes a random key for its visit (sessionStorage,
-- src/islands/visit.ts); only a short SHA-256 of the day, page, kind and key is kept, so neither the
-- key nor one visit's path through the site can be read back from these rows. The morning jobs
-- delete the rows of past days: a repeat can only fall on today.
CREATE TABLE page_event_visits (
  day TEXT NOT NULL,
  page TEXT NOT NULL,
  kind TEXT NOT NULL,
  visit_hash TEXT NOT NULL,
  PRIMARY KEY (day, page, kind, visit_hash)
) WITHOUT ROWID;

-- The counter goes up inside the same statement that records the visit, and only when a row was
-- really inserted (an INSERT ... ON CONFLICT DO NOTHING that finds the visit fires no trigger):
-- parallel replays of one visit can never both count, and no tap is recorded without its count.
CREATE TRIGGER page_event_visits_count AFTER INSERT ON page_event_visits
BEGIN
  INSERT INTO page_events (day, page, kind, count) VALUES (NEW.day, NEW.page, NEW.kind, 1)
  ON CONFLICT (day, page, kind) DO UPDATE SET count = count + 1;
END;
