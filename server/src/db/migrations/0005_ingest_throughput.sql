-- Ingest throughput (issue 4's budget). Must run on PostgreSQL 15 and PGlite.

-- The rows the lead engine writes by the hundred thousand carry no foreign keys: each key check is a
-- row lock on the parent, ~4 µs a row (measured on a 38k-deal insert: 27 µs a deal with four keys,
-- 9.5 µs without). Their parents are never deleted: companies and sources are deactivated,
-- identifications and files are kept; the ledger writer locks the company row before it writes.
-- A deleted project leaves its deals and duplicates pointing at its old id, as a record of where they came
-- from (the deals list shows no project name for them); its holds still go with it.
ALTER TABLE identifications
  DROP CONSTRAINT identifications_source_id_fkey,
  DROP CONSTRAINT identifications_file_id_fkey;
ALTER TABLE deals
  DROP CONSTRAINT deals_company_id_fkey,
  DROP CONSTRAINT deals_project_id_fkey,
  DROP CONSTRAINT deals_identification_id_fkey,
  DROP CONSTRAINT deals_source_id_fkey;
ALTER TABLE deal_duplicates
  DROP CONSTRAINT deal_duplicates_company_id_fkey,
  DROP CONSTRAINT deal_duplicates_identification_id_fkey,
  DROP CONSTRAINT deal_duplicates_project_id_fkey,
  DROP CONSTRAINT deal_duplicates_original_deal_id_fkey;
ALTER TABLE account_statements DROP CONSTRAINT account_statements_company_id_fkey;

-- Indexes nothing reads, each one more random write per row: no query looks identifications up by
-- file, nor statement rows by deal.
DROP INDEX identifications_file_idx;
DROP INDEX account_statements_deal_idx;

-- Moves on every change of project_targets. File workers keep the set of all targets in memory to drop
-- rows that match no project before they reach the database, and reload it when this moves. A sequence,
-- not a counter row, so that concurrent project edits never wait on one another.
CREATE SEQUENCE project_targets_version;

CREATE FUNCTION project_targets_touch() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('project_targets_version');
  RETURN NULL;
END;
$$;

CREATE TRIGGER project_targets_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_targets
  FOR EACH STATEMENT EXECUTE FUNCTION project_targets_touch();
