-- Core tables: accounts, companies, tokens, outbox, audit, settings.
-- Must run on PostgreSQL 15 and PGlite (17/18): plain DDL only.

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL DEFAULT '',
  phone text,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('company', 'employee', 'admin', 'manager')),
  permissions text[] NOT NULL DEFAULT '{}',
  active_company_id bigint,
  parent_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- emails are stored lower-cased; the check keeps every writer honest
  CONSTRAINT users_email_lower CHECK (email = lower(email))
);
CREATE UNIQUE INDEX users_email_key ON users (email);

CREATE TABLE companies (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  tag text,
  contact_person text,
  email text,
  phone text,
  address_street text,
  address_city text,
  address_postal_code text,
  registration_number text,
  tax_number text,
  website text,
  balance numeric(14, 2) NOT NULL DEFAULT 0,
  lead_price numeric(12, 2) NOT NULL DEFAULT 0,
  call_center_price numeric(12, 2) NOT NULL DEFAULT 0,
  trial_remaining integer NOT NULL DEFAULT 0,
  phone_confirmed_at timestamptz,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  manager_id bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX companies_manager_id_idx ON companies (manager_id);

ALTER TABLE users
  ADD CONSTRAINT users_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES companies (id) ON DELETE CASCADE,
  ADD CONSTRAINT users_active_company_id_fkey FOREIGN KEY (active_company_id) REFERENCES companies (id) ON DELETE SET NULL;
CREATE INDEX users_parent_id_idx ON users (parent_id);

CREATE TABLE custom_roles (
  id bigserial PRIMARY KEY,
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL,
  permissions text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX custom_roles_company_id_idx ON custom_roles (company_id);

-- Membership of a user in a company (the spec's companies[].pivot).
CREATE TABLE company_user (
  company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  custom_role_id bigint REFERENCES custom_roles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, user_id)
);
CREATE INDEX company_user_user_id_idx ON company_user (user_id);

CREATE TABLE api_tokens (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  impersonated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX api_tokens_token_hash_key ON api_tokens (token_hash);
CREATE INDEX api_tokens_user_id_idx ON api_tokens (user_id);

CREATE TABLE password_reset_tokens (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX password_reset_tokens_token_hash_key ON password_reset_tokens (token_hash);

CREATE TABLE outbox_emails (
  id bigserial PRIMARY KEY,
  "to" text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  html text,
  status text NOT NULL DEFAULT 'stored' CHECK (status IN ('stored', 'pending', 'sent', 'failed')),
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbox_emails_created_at_idx ON outbox_emails (created_at DESC, id DESC);

CREATE TABLE audit_logs (
  id bigserial PRIMARY KEY,
  actor_id bigint REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL,
  target_type text,
  target_id bigint,
  changes jsonb,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_logs_created_at_idx ON audit_logs (created_at DESC, id DESC);
CREATE INDEX audit_logs_actor_id_idx ON audit_logs (actor_id, created_at DESC);

CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO settings (key, value) VALUES
  ('min_project_limit', '1'),
  ('min_topup_amount', '1000'),
  ('duplicate_window_days', '30'),
  ('platform_requisites', '{"name": "ООО «Лидплатформа»", "inn": "7701234567", "kpp": "770101001", "bank": "ПАО «Демобанк», г. Москва", "bik": "044525000", "account": "40702810900000000001", "correspondent_account": "30101810400000000225", "address": "125009, г. Москва, ул. Тверская, д. 1"}');
