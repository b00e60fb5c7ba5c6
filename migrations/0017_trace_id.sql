-- Issue 42, one vocabulary: a failure's record names the id of the request, cron run or queue batch
-- it happened in by its name, the trace id ("request id" would be a visitor's request's). A rename
-- keeps the rows and the values; a snapshot taken before it still restores (src/db/snapshot-format.ts,
-- renamedColumns).
ALTER TABLE side_effect_failures RENAME COLUMN request_id TO trace_id;
