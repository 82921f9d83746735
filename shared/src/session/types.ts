export type Role = 'company' | 'employee' | 'admin' | 'manager';

export type CompanyPermission = 'view_deals' | 'view_balance' | 'manage_employees';

export type CustomRole = { id: number; name?: string; permissions: string[] };

export type UserCompany = { id: number; name?: string; pivot: { custom_role_id: number | null } };

export type User = {
  id: number;
  name: string | null;
  email: string;
  phone?: string | null;
  roles: Role[];
  permissions: string[];
  parent_id: number | null;
  companies: UserCompany[];
  active_company_id: number | null;
  customRole: CustomRole | null;
  needs_phone_number?: boolean;
  prompt_message?: string | null;
  impersonated?: boolean;
};
