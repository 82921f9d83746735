// The demo logins the start command prints (server/src/seed.ts); the e2e run starts on a fresh database.
export const DEMO_ADMIN = { email: 'admin@demo.local', password: 'demo-admin-2026' };
export const DEMO_MANAGER = { email: 'manager@demo.local', password: 'demo-manager-2026' };
export const DEMO_COMPANY = { email: 'romashka@demo.local', password: 'demo-company-2026' };
export const DEMO_OTHER_COMPANY = { email: 'vasilek@demo.local', password: 'demo-company-2026' };
export const DEMO_EMPLOYEE = { email: 'sales@demo.local', password: 'demo-employee-2026' };
