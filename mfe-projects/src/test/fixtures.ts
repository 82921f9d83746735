import type { Notification, Project, ProjectList } from '@lp/shared/contracts';

export function makeProject(patch: Partial<Project> = {}): Project {
  return {
    id: 1,
    name: 'Окна Москва',
    tag: 'окна',
    domains: ['okna.ru'],
    phones: ['74951234567'],
    geo: ['77'],
    limit: 10,
    global_limit: null,
    weekdays: [],
    status: 'active',
    integration_id: null,
    sync_status: 'synced',
    sync_error: null,
    synced_at: '2026-11-20T09:00:00Z',
    deals_today: 2,
    deals_total: 40,
    created_at: '2026-11-20T09:00:00Z',
    updated_at: '2026-11-20T09:00:00Z',
    ...patch,
  };
}

export function makeList(projects: Project[], patch: Partial<ProjectList> = {}): ProjectList {
  return {
    data: projects,
    total: projects.length,
    totalLimit: 35,
    totalLimitActive: 25,
    totalItemsCount: 7,
    totalDealsCount: 140,
    totalDealsToday: 6,
    ...patch,
  };
}

export function makeNotification(patch: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    type: 'project_synced',
    data: { project_id: 1, project_name: 'Окна Москва' },
    read_at: null,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...patch,
  };
}
