import type { Deal, DealList } from '@lp/shared/contracts/deals';

export function makeDeal(overrides: Partial<Deal> = {}): Deal {
  return {
    id: 1,
    name: 'Иван Петров',
    phone: '79161234567',
    project_id: 10,
    project_name: 'Окна Москва',
    target: 'okna.ru',
    region: '77',
    source: 'Яндекс',
    visited_at: '2026-03-10T09:00:00.000Z',
    created_at: '2026-03-10T09:05:00.000Z',
    status: 'new',
    comment: null,
    price: '150.00',
    ...overrides,
  };
}

export function makeList(data: Deal[], overrides: Partial<DealList> = {}): DealList {
  return {
    data,
    total: data.length,
    stats: { new_today: 3, in_progress: 12, completed: 40, cancelled: 5 },
    ...overrides,
  };
}
