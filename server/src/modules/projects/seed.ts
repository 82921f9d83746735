// Demo projects, sources, an integration and notifications, so the projects screen opens full.
// Seeded projects are already synced (as if registered with the sources long ago).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';

const NICHES = [
  { name: 'Пластиковые окна', words: ['okna-master', 'plastokna', 'окна-москвы'] },
  { name: 'Натяжные потолки', words: ['potolki-pro', 'potolok24', 'натяжные-потолки'] },
  { name: 'Ремонт квартир', words: ['remont-pod-kluch', 'remontik', 'ремонт-квартир'] },
  { name: 'Доставка цветов', words: ['cvety-express', 'flowers-msk', 'букеты'] },
  { name: 'Автосервис', words: ['avtoservis', 'sto-24', 'автосервис'] },
  { name: 'Стоматология', words: ['stomatologia', 'dent-clinic', 'зубы-без-боли'] },
];
const LATIN_ZONES = ['ru', 'com', 'online', 'moscow'];
const GEO_SETS = [['77', '50'], ['78', '47'], [], ['77'], ['16', '63', '52'], ['23', '61']];
const WEEKDAY_SETS = [[], [1, 2, 3, 4, 5], [6, 7], [], [1, 3, 5]];

const domainFor = (word: string, index: number, companyIndex: number) => {
  const zone = /[а-я]/.test(word) ? 'рф' : LATIN_ZONES[index % LATIN_ZONES.length];
  return `${word}${index >= 6 || companyIndex > 0 ? `-${companyIndex}${index}` : ''}.${zone}`;
};

const phoneFor = (companyIndex: number, index: number, offset: number) =>
  `7${companyIndex === 0 ? '495' : '812'}${String(1_000_000 + index * 7919 + offset * 104_729).slice(-7)}`;

export const seedProjects = async (tx: Db, companyIds: number[]): Promise<void> => {
  await tx.execute(sql`
    INSERT INTO sources (name, kind, price, active, schedule) VALUES
      ('Оператор А (файлы)', 'file', 45.00, true, '{"files_per_day": 1, "by": "10:00", "weekdays": [1,2,3,4,5]}'),
      ('Оператор Б (API)', 'api', 60.00, true, null)`);

  for (const [companyIndex, companyId] of companyIds.entries()) {
    const count = companyIndex === 0 ? 36 : 4;
    await tx.execute(sql`
      INSERT INTO integrations (company_id, name, kind)
      VALUES (${companyId}, ${companyIndex === 0 ? 'amoCRM (основная воронка)' : 'Webhook'}, 'webhook')`);
    for (let index = 0; index < count; index += 1) {
      const niche = NICHES[index % NICHES.length];
      const word = niche.words[Math.floor(index / NICHES.length) % niche.words.length];
      const domains = index % 5 === 4 ? [] : [domainFor(word, index, companyIndex)];
      const phones =
        index % 3 === 1 ? [] : [phoneFor(companyIndex, index, 0), phoneFor(companyIndex, index, 1)];
      if (domains.length === 0 && phones.length === 0) phones.push(phoneFor(companyIndex, index, 2));
      const limit = [5, 10, 20, 50][index % 4];
      const age = count - index;
      await tx.execute(sql`
        INSERT INTO projects (company_id, name, tag, domains, phones, geo, weekdays, "limit", global_limit, status,
                              sync_status, synced_at, created_at, updated_at)
        VALUES (${companyId}, ${`${niche.name} #${index + 1}`}, ${index % 2 === 0 ? 'конкуренты' : null},
                ${sql.param(domains)}::text[], ${sql.param(phones)}::text[],
                ${sql.param(GEO_SETS[index % GEO_SETS.length])}::text[],
                ${sql.param(WEEKDAY_SETS[index % WEEKDAY_SETS.length])}::smallint[], ${limit},
                ${index % 4 === 0 ? limit * 30 : null}, ${index % 7 === 6 ? 'inactive' : 'active'}, 'synced',
                now() - make_interval(days => ${age}), now() - make_interval(days => ${age}),
                now() - make_interval(days => ${age}))`);
    }
  }

  await tx.execute(sql`
    INSERT INTO notifications (company_id, type, data, created_at)
    SELECT company_id, 'project_synced', jsonb_build_object('project_id', id, 'project_name', name),
           now() - interval '2 hours'
    FROM projects WHERE company_id = ${companyIds[0]} ORDER BY id DESC LIMIT 1`);
};
