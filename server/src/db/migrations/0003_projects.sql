-- Projects, their targets, per-company project totals, sources (with registration connectors),
-- per-source sync state, notifications, integrations (the select on the project form), test deals.
-- Must run on PostgreSQL 15 and PGlite (pg_trgm and btree_gin are loaded into PGlite by connect.ts).

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- Integrations: only what the project form needs (id, name, owner). The integrations issue extends it.
CREATE TABLE integrations (
  id bigserial PRIMARY KEY,
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL,
  kind text NOT NULL DEFAULT 'webhook',
  settings jsonb NOT NULL DEFAULT '{}',
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX integrations_company_id_idx ON integrations (company_id, id);

-- array_to_string is only STABLE in the catalogue (it can format any type); over text[] it is pure.
CREATE FUNCTION project_search_text(name text, tag text, domains text[], phones text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(name || ' ' || coalesce(tag, '') || ' ' || array_to_string(domains, ' ') || ' ' || array_to_string(phones, ' '))
$$;

CREATE TABLE projects (
  id bigserial PRIMARY KEY,
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL,
  tag text,
  domains text[] NOT NULL DEFAULT '{}',
  phones text[] NOT NULL DEFAULT '{}',
  -- region codes ('1'…'92'); empty = every region
  geo text[] NOT NULL DEFAULT '{}',
  -- ISO weekday numbers 1 (Monday) … 7 (Sunday); empty = every day
  weekdays smallint[] NOT NULL DEFAULT '{}',
  "limit" integer NOT NULL CHECK ("limit" >= 1),
  global_limit integer CHECK (global_limit IS NULL OR global_limit >= 1),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  integration_id bigint REFERENCES integrations (id) ON DELETE SET NULL,
  sync_status text NOT NULL DEFAULT 'pending' CHECK (sync_status IN ('pending', 'synced', 'failed')),
  sync_error text,
  -- bumped by every change that must reach the sources; a sync job only finishes its own version
  sync_version integer NOT NULL DEFAULT 1,
  synced_at timestamptz,
  -- deal counters, kept by the deal delivery transaction (lead engine); deals_today counts deals_day only
  deals_total bigint NOT NULL DEFAULT 0,
  deals_today integer NOT NULL DEFAULT 0,
  deals_day date,
  -- lower-cased name, tag, domains and phones for the list search (trigram index below)
  search_text text GENERATED ALWAYS AS (project_search_text(name, tag, domains, phones)) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The list's default order (newest first) and its sortable columns, all per company.
CREATE INDEX projects_company_created_idx ON projects (company_id, created_at DESC, id DESC);
CREATE INDEX projects_company_name_idx ON projects (company_id, name, id);
CREATE INDEX projects_company_status_idx ON projects (company_id, status, created_at DESC, id DESC);
-- The list search is always within one company: (company_id, search_text) returns just the company's
-- candidates, where a search-only trigram index would fetch every company's rows for a common word
-- (bench: filtered count ~1.5-3 ms → ~0.9 ms at 10k projects, a word matching 833).
CREATE INDEX projects_company_search_idx ON projects USING gin (company_id, search_text gin_trgm_ops);

-- One row per phone or domain of a project: the clash check and the lead engine's matching look
-- targets up by value. Kept by the trigger below, so no writer can forget it.
CREATE TABLE project_targets (
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  company_id bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('domain', 'phone')),
  value text NOT NULL,
  PRIMARY KEY (project_id, kind, value)
);
CREATE INDEX project_targets_value_idx ON project_targets (value, kind);
CREATE INDEX project_targets_company_value_idx ON project_targets (company_id, value);

CREATE FUNCTION project_targets_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.domains IS NOT DISTINCT FROM OLD.domains AND NEW.phones IS NOT DISTINCT FROM OLD.phones THEN
      RETURN NULL;
    END IF;
    DELETE FROM project_targets WHERE project_id = NEW.id;
  END IF;
  INSERT INTO project_targets (project_id, company_id, kind, value)
  SELECT NEW.id, NEW.company_id, 'domain', d FROM unnest(NEW.domains) AS d
  UNION
  SELECT NEW.id, NEW.company_id, 'phone', p FROM unnest(NEW.phones) AS p;
  RETURN NULL;
END $$;

CREATE TRIGGER projects_targets_ins AFTER INSERT ON projects
  FOR EACH ROW EXECUTE FUNCTION project_targets_sync();
CREATE TRIGGER projects_targets_upd AFTER UPDATE OF domains, phones ON projects
  FOR EACH ROW EXECUTE FUNCTION project_targets_sync();

-- The list totals per company, so a list request reads one row instead of summing 10k projects.
-- Deal fields are kept by the deal delivery (lead engine) together with projects.deals_*.
CREATE TABLE project_totals (
  company_id bigint PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  projects bigint NOT NULL DEFAULT 0,
  limit_sum bigint NOT NULL DEFAULT 0,
  limit_active_sum bigint NOT NULL DEFAULT 0,
  items bigint NOT NULL DEFAULT 0,
  deals_total bigint NOT NULL DEFAULT 0,
  deals_today bigint NOT NULL DEFAULT 0,
  deals_day date
);

-- Adds (sign = 1) or removes (sign = -1) a set of project rows from their companies' totals.
CREATE FUNCTION project_totals_apply(rows_json jsonb, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_totals AS t (company_id, projects, limit_sum, limit_active_sum, items)
  SELECT (r ->> 'company_id')::bigint,
         sign * count(*),
         sign * sum((r ->> 'limit')::bigint),
         sign * coalesce(sum((r ->> 'limit')::bigint) FILTER (WHERE r ->> 'status' = 'active'), 0),
         sign * sum(jsonb_array_length(r -> 'domains') + jsonb_array_length(r -> 'phones'))
  FROM jsonb_array_elements(rows_json) AS r
  GROUP BY 1
  ON CONFLICT (company_id) DO UPDATE SET
    projects = t.projects + excluded.projects,
    limit_sum = t.limit_sum + excluded.limit_sum,
    limit_active_sum = t.limit_active_sum + excluded.limit_active_sum,
    items = t.items + excluded.items;
END $$;

CREATE FUNCTION project_totals_ins() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_totals_apply((SELECT coalesce(jsonb_agg(to_jsonb(n)), '[]') FROM new_rows n), 1);
  RETURN NULL;
END $$;

CREATE FUNCTION project_totals_del() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_totals_apply((SELECT coalesce(jsonb_agg(to_jsonb(o)), '[]') FROM old_rows o), -1);
  RETURN NULL;
END $$;

CREATE FUNCTION project_totals_upd() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_totals_apply((SELECT coalesce(jsonb_agg(to_jsonb(o)), '[]') FROM old_rows o), -1);
  PERFORM project_totals_apply((SELECT coalesce(jsonb_agg(to_jsonb(n)), '[]') FROM new_rows n), 1);
  RETURN NULL;
END $$;

CREATE TRIGGER projects_totals_ins AFTER INSERT ON projects
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_totals_ins();
CREATE TRIGGER projects_totals_del AFTER DELETE ON projects
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_totals_del();
CREATE TRIGGER projects_totals_upd AFTER UPDATE ON projects
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_totals_upd();

-- Data suppliers. The lead-engine issue adds the admin API, files and ingestion; the projects issue
-- needs the registration connector: an HTTP endpoint of the supplier that accepts a project's targets.
CREATE TABLE sources (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL DEFAULT 'file' CHECK (kind IN ('file', 'api')),
  price numeric(12, 2) NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  ingest_token_hash text,
  schedule jsonb,
  -- registration connector (null = the source needs no registration)
  registration_url text,
  -- the supplier's API key for registration; never returned by the API
  registration_secret text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Where a project stands with each source that needs registration.
CREATE TABLE project_source_syncs (
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  source_id bigint NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
  sync_version integer NOT NULL,
  status text NOT NULL CHECK (status IN ('synced', 'failed')),
  error text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, source_id)
);

-- Company notifications (one read state per notification, shared by the company's users).
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  type text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_company_unread_idx ON notifications (company_id, created_at DESC, id DESC)
  WHERE read_at IS NULL;

-- Test deals sent from the projects screen (fake, never charged). Delivered through the project's
-- integration once integrations exist; until then recorded as sent.
CREATE TABLE project_test_deals (
  id bigserial PRIMARY KEY,
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  integration_id bigint REFERENCES integrations (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'failed')),
  payload jsonb NOT NULL,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX project_test_deals_project_idx ON project_test_deals (project_id, created_at DESC);
