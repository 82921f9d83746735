-- Billing: the company ledger (account statements), statement counters and invoices.
-- Rule: companies.balance = sum(amount) of the company's completed rows; only
-- src/modules/billing/ledger.ts changes either, under a row lock on the company.

CREATE TABLE account_statements (
  id bigserial PRIMARY KEY,
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  type text NOT NULL,
  status text NOT NULL,
  amount numeric(14, 2) NOT NULL,
  description text NOT NULL DEFAULT '',
  deal_id bigint,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  CONSTRAINT account_statements_type_check
    CHECK (type IN ('topup', 'charge', 'trial', 'call_center', 'adjustment', 'refund')),
  CONSTRAINT account_statements_status_check
    CHECK (status IN ('pending', 'completed', 'cancelled'))
);

-- The list's default order (newest first). Plain DESC = DESC NULLS FIRST, which is
-- exactly what `ORDER BY created_at DESC, id DESC` asks for (see architecture pitfalls).
CREATE INDEX account_statements_company_created_idx
  ON account_statements (company_id, created_at DESC, id DESC);
-- Status filter + date order (scanned backwards for newest first) and sort by status.
CREATE INDEX account_statements_company_status_created_idx
  ON account_statements (company_id, status, created_at, id);
-- Sorting by amount / type without sorting the whole company's history.
CREATE INDEX account_statements_company_amount_idx
  ON account_statements (company_id, amount, created_at, id);
CREATE INDEX account_statements_company_type_idx
  ON account_statements (company_id, type, created_at, id);
CREATE INDEX account_statements_deal_idx
  ON account_statements (deal_id) WHERE deal_id IS NOT NULL;

-- Row counts, so the list's `total` is a key lookup instead of a count(*) over the company's
-- history (100k rows: 15-20 ms a request, measured). Per company and status, and per company,
-- Moscow day and status for date-filtered lists (the filters are whole Moscow days). Kept by the
-- statement-level triggers below, so no insert path (ledger, bulk import) can skip them.
CREATE TABLE account_statement_counts (
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  status text NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (company_id, status)
);

CREATE TABLE account_statement_daily_counts (
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  day date NOT NULL,
  status text NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (company_id, day, status)
);

CREATE FUNCTION account_statement_counts_ins() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_statement_counts AS c (company_id, status, n)
  SELECT company_id, status, count(*) FROM new_rows GROUP BY 1, 2
  ON CONFLICT (company_id, status) DO UPDATE SET n = c.n + EXCLUDED.n;
  INSERT INTO account_statement_daily_counts AS c (company_id, day, status, n)
  SELECT company_id, (created_at AT TIME ZONE 'Europe/Moscow')::date, status, count(*) FROM new_rows GROUP BY 1, 2, 3
  ON CONFLICT (company_id, day, status) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END;
$$;

CREATE FUNCTION account_statement_counts_del() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_statement_counts AS c SET n = c.n - d.n
  FROM (SELECT company_id, status, count(*) AS n FROM old_rows GROUP BY 1, 2) AS d
  WHERE c.company_id = d.company_id AND c.status = d.status;
  UPDATE account_statement_daily_counts AS c SET n = c.n - d.n
  FROM (
    SELECT company_id, (created_at AT TIME ZONE 'Europe/Moscow')::date AS day, status, count(*) AS n
    FROM old_rows GROUP BY 1, 2, 3
  ) AS d
  WHERE c.company_id = d.company_id AND c.day = d.day AND c.status = d.status;
  RETURN NULL;
END;
$$;

CREATE FUNCTION account_statement_counts_upd() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Net change per key; rows whose status (and day) did not change cancel out.
  INSERT INTO account_statement_counts AS c (company_id, status, n)
  SELECT company_id, status, sum(d) FROM (
    SELECT company_id, status, 1 AS d FROM new_rows
    UNION ALL
    SELECT company_id, status, -1 AS d FROM old_rows
  ) AS x
  GROUP BY 1, 2
  HAVING sum(d) <> 0
  ON CONFLICT (company_id, status) DO UPDATE SET n = c.n + EXCLUDED.n;
  INSERT INTO account_statement_daily_counts AS c (company_id, day, status, n)
  SELECT company_id, day, status, sum(d) FROM (
    SELECT company_id, (created_at AT TIME ZONE 'Europe/Moscow')::date AS day, status, 1 AS d FROM new_rows
    UNION ALL
    SELECT company_id, (created_at AT TIME ZONE 'Europe/Moscow')::date AS day, status, -1 AS d FROM old_rows
  ) AS x
  GROUP BY 1, 2, 3
  HAVING sum(d) <> 0
  ON CONFLICT (company_id, day, status) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END;
$$;

CREATE TRIGGER account_statements_count_ins
  AFTER INSERT ON account_statements
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_statement_counts_ins();

CREATE TRIGGER account_statements_count_del
  AFTER DELETE ON account_statements
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_statement_counts_del();

CREATE TRIGGER account_statements_count_upd
  AFTER UPDATE ON account_statements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_statement_counts_upd();

-- A top-up invoice. `details` is the snapshot of what was issued (number, date, amount,
-- supplier and payer requisites), so the PDF stays the same when settings change later;
-- the PDF is rendered from it on download.
CREATE TABLE invoices (
  id bigserial PRIMARY KEY,
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  statement_id bigint NOT NULL REFERENCES account_statements (id) ON DELETE CASCADE,
  number text NOT NULL UNIQUE,
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  details jsonb NOT NULL,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX invoices_company_idx ON invoices (company_id, id);
CREATE UNIQUE INDEX invoices_statement_idx ON invoices (statement_id);
