-- Lead engine: source files, identifications, deals, duplicates, holds and the deal counters.
-- Rules: domain.md "Sources and ingestion", "Deals", "Billing". Must run on PostgreSQL 15 and PGlite.

ALTER TABLE sources
  -- first characters of the ingest token, shown to admins so they can tell tokens apart (the token is hashed)
  ADD COLUMN ingest_token_prefix text,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE UNIQUE INDEX sources_ingest_token_hash_key ON sources (ingest_token_hash) WHERE ingest_token_hash IS NOT NULL;

-- A delivery from a source: an uploaded CSV/XLSX file or one pushed JSON batch. The same content from the
-- same source is one file (sha256), so uploading it twice changes nothing.
CREATE TABLE source_files (
  id bigserial PRIMARY KEY,
  source_id bigint NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
  name text NOT NULL,
  format text NOT NULL CHECK (format IN ('csv', 'xlsx', 'json')),
  size_bytes bigint NOT NULL DEFAULT 0,
  sha256 text NOT NULL,
  -- path of the stored original, relative to DATA_DIR
  storage_path text,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'processing', 'processed', 'failed')),
  error text,
  -- rows read so far: a restarted job skips them (their effects committed with this checkpoint)
  checkpoint_row integer NOT NULL DEFAULT 0,
  rows integer NOT NULL DEFAULT 0,
  imported integer NOT NULL DEFAULT 0,
  duplicates integer NOT NULL DEFAULT 0,
  unmatched integer NOT NULL DEFAULT 0,
  invalid integer NOT NULL DEFAULT 0,
  held integer NOT NULL DEFAULT 0,
  uploaded_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  processed_at timestamptz
);
CREATE UNIQUE INDEX source_files_source_sha_key ON source_files (source_id, sha256);
CREATE INDEX source_files_created_idx ON source_files (created_at DESC, id DESC);

-- Per-row problems of a file (the downloadable error report): invalid rows and why.
CREATE TABLE source_file_errors (
  file_id bigint NOT NULL REFERENCES source_files (id) ON DELETE CASCADE,
  row_number integer NOT NULL,
  error text NOT NULL,
  raw text,
  PRIMARY KEY (file_id, row_number)
);

-- One identification (a person who visited a target) as delivered by a source. dedupe_key is the
-- source's external id, or phone|target|visited_at: the same row never becomes a second identification.
CREATE TABLE identifications (
  id bigserial PRIMARY KEY,
  source_id bigint NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
  file_id bigint REFERENCES source_files (id) ON DELETE SET NULL,
  row_number integer,
  dedupe_key text NOT NULL,
  external_id text,
  phone text NOT NULL,
  target_kind text NOT NULL CHECK (target_kind IN ('domain', 'phone')),
  target text NOT NULL,
  region text,
  visited_at timestamptz NOT NULL,
  name text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX identifications_source_key ON identifications (source_id, dedupe_key);
CREATE INDEX identifications_file_idx ON identifications (file_id, id);

CREATE TABLE deals (
  id bigserial PRIMARY KEY,
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  project_id bigint REFERENCES projects (id) ON DELETE SET NULL,
  identification_id bigint REFERENCES identifications (id) ON DELETE SET NULL,
  source_id bigint REFERENCES sources (id) ON DELETE SET NULL,
  phone text NOT NULL,
  name text,
  target text,
  region text,
  visited_at timestamptz,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'completed', 'cancelled')),
  comment text,
  -- what the company paid: its lead price, or 0 for a free trial deal
  price numeric(12, 2) NOT NULL DEFAULT 0,
  charge_type text NOT NULL DEFAULT 'charge' CHECK (charge_type IN ('charge', 'trial')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Exactly once: an identification makes at most one deal per company.
CREATE UNIQUE INDEX deals_company_identification_key ON deals (company_id, identification_id);
CREATE INDEX deals_company_created_idx ON deals (company_id, created_at DESC, id DESC);
CREATE INDEX deals_company_status_created_idx ON deals (company_id, status, created_at DESC, id DESC);
CREATE INDEX deals_company_project_created_idx ON deals (company_id, project_id, created_at DESC, id DESC);
-- The duplicate window check: did the company get this phone since …?
CREATE INDEX deals_company_phone_idx ON deals (company_id, phone, created_at DESC);

-- An identification a company already had within the duplicate window: recorded, not delivered or charged.
CREATE TABLE deal_duplicates (
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  identification_id bigint NOT NULL REFERENCES identifications (id) ON DELETE CASCADE,
  project_id bigint REFERENCES projects (id) ON DELETE SET NULL,
  original_deal_id bigint REFERENCES deals (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, identification_id)
);

-- A deal waiting for room under the daily limit or for money: delivered first in, first out on the
-- next day it fits or on top-up; expires 3 days after it was held.
CREATE TABLE deal_holds (
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  identification_id bigint NOT NULL REFERENCES identifications (id) ON DELETE CASCADE,
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('limit', 'balance')),
  status text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'delivered', 'expired')),
  held_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  resolved_at timestamptz,
  deal_id bigint REFERENCES deals (id) ON DELETE SET NULL,
  PRIMARY KEY (company_id, identification_id)
);
CREATE INDEX deal_holds_open_idx ON deal_holds (company_id, held_at, identification_id) WHERE status = 'held';

-- Deal counts per company and status, and per company, Moscow day and status, so the deals screen's
-- totals and stat groups are key lookups instead of counts over a million rows. Kept by the
-- statement-level triggers below, whatever writes deals.
CREATE TABLE deal_counts (
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  status text NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (company_id, status)
);

CREATE TABLE deal_daily_counts (
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  day date NOT NULL,
  status text NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (company_id, day, status)
);

-- Each trigger groups its transition table straight into the counters (no per-row work, no jsonb
-- detour: ~3.7 µs a deal on a 20k-deal insert with the jsonb version, measured). An update counts only
-- the (company, day, status) groups whose net change is not zero, so a comment edit writes nothing.
CREATE FUNCTION deal_counts_ins() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deal_counts AS c (company_id, status, n)
  SELECT company_id, status, count(*) FROM new_rows GROUP BY 1, 2
  ON CONFLICT (company_id, status) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO deal_daily_counts AS c (company_id, day, status, n)
  SELECT company_id, (created_at AT TIME ZONE 'Europe/Moscow')::date, status, count(*) FROM new_rows GROUP BY 1, 2, 3
  ON CONFLICT (company_id, day, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;

CREATE FUNCTION deal_counts_del() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deal_counts AS c (company_id, status, n)
  SELECT company_id, status, -count(*) FROM old_rows GROUP BY 1, 2
  ON CONFLICT (company_id, status) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO deal_daily_counts AS c (company_id, day, status, n)
  SELECT company_id, (created_at AT TIME ZONE 'Europe/Moscow')::date, status, -count(*) FROM old_rows GROUP BY 1, 2, 3
  ON CONFLICT (company_id, day, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;

CREATE FUNCTION deal_counts_upd() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT company_id, created_at, status, -1 AS n FROM old_rows
    UNION ALL
    SELECT company_id, created_at, status, 1 FROM new_rows
  ), daily AS (
    SELECT company_id, (created_at AT TIME ZONE 'Europe/Moscow')::date AS day, status, sum(n) AS n
      FROM moved GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  ), total AS (
    INSERT INTO deal_counts AS c (company_id, status, n)
    SELECT company_id, status, sum(n) FROM daily GROUP BY 1, 2 HAVING sum(n) <> 0
    ON CONFLICT (company_id, status) DO UPDATE SET n = c.n + excluded.n
  )
  INSERT INTO deal_daily_counts AS c (company_id, day, status, n)
  SELECT company_id, day, status, n FROM daily
  ON CONFLICT (company_id, day, status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;

CREATE TRIGGER deals_counts_ins AFTER INSERT ON deals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_counts_ins();
CREATE TRIGGER deals_counts_del AFTER DELETE ON deals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_counts_del();
CREATE TRIGGER deals_counts_upd AFTER UPDATE ON deals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_counts_upd();

INSERT INTO settings (key, value) VALUES ('hold_days', '3') ON CONFLICT (key) DO NOTHING;
-- Free trial (spec §9): deals a new company gets for free, read when the company registers.
INSERT INTO settings (key, value) VALUES ('free_trial_deals', '40') ON CONFLICT (key) DO NOTHING;

-- Every delivery bumps projects.deals_*; the projects totals trigger (0003) rebuilt its jsonb from every
-- updated row for that, though only limit, status, company and targets feed the totals (2,600 projects
-- in a batch: ~100 ms of a ~150 ms update, measured). Same result, counting only rows whose inputs changed.
CREATE OR REPLACE FUNCTION project_totals_upd() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_totals_apply((
    SELECT coalesce(jsonb_agg(to_jsonb(o)), '[]') FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.company_id, o."limit", o.status, o.domains, o.phones)
           IS DISTINCT FROM (n.company_id, n."limit", n.status, n.domains, n.phones)), -1);
  PERFORM project_totals_apply((
    SELECT coalesce(jsonb_agg(to_jsonb(n)), '[]') FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.company_id, o."limit", o.status, o.domains, o.phones)
           IS DISTINCT FROM (n.company_id, n."limit", n.status, n.domains, n.phones)), 1);
  RETURN NULL;
END $$;
-- Room on each page for the next version of a row, so bumping the deal counters is a HOT update (no new
-- entries in the project indexes, the trigram GIN among them).
ALTER TABLE projects SET (fillfactor = 70);
