// Pure rules of a row: columns by name, normal forms, Moscow time, the dedupe key, the format sniff.
import { describe, expect, it } from 'vitest';
import { mapHeader } from './columns.ts';
import { parseRow } from './parse-row.ts';
import { sniffHead, utf8Checker } from './sniff.ts';
import { parseVisitedAt } from './visited-at.ts';

describe('mapHeader', () => {
  it('finds columns by Russian or English name, in any order and case', () => {
    expect(mapHeader(['\uFEFFИмя', 'ТЕЛЕФОН', 'Домен', 'Регион', 'Дата посещения', 'extra'])).toEqual({
      ok: true,
      map: { name: 0, phone: 1, target: 2, region: 3, visited_at: 4 },
    });
    expect(mapHeader(['phone', 'target'])).toEqual({ ok: false, missing: ['region', 'visited_at'] });
  });
});

describe('parseVisitedAt', () => {
  it('reads local times as Moscow time and keeps explicit offsets', () => {
    expect(parseVisitedAt('2026-11-20 10:00')?.toISOString()).toBe('2026-11-20T07:00:00.000Z');
    expect(parseVisitedAt('20.11.2026 10:00:05')?.toISOString()).toBe('2026-11-20T07:00:05.000Z');
    expect(parseVisitedAt('2026-11-20T10:00:00Z')?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(parseVisitedAt('2026-11-20T10:00:00+05:00')?.toISOString()).toBe('2026-11-20T05:00:00.000Z');
    for (const bad of ['2026-02-30 10:00', '1999-01-01', 'вчера', '2026-11-20 25:00'])
      expect(parseVisitedAt(bad)).toBeNull();
  });
});

describe('parseRow', () => {
  const map = { phone: 0, target: 1, region: 2, visited_at: 3, external_id: 4, name: 5 };

  it('normalises phone, target (domain or phone) and region', () => {
    const domain = parseRow(
      ['8 (916) 123-45-67', 'https://www.Shop.ru/path', 'Москва', '2026-11-20 10:00', '', ' Иван '],
      map,
    );
    expect(domain).toEqual({
      ok: true,
      row: {
        dedupeKey: '79161234567|shop.ru|2026-11-20T07:00:00.000Z',
        externalId: null,
        phone: '79161234567',
        targetKind: 'domain',
        target: 'shop.ru',
        region: '77',
        visitedAt: '2026-11-20T07:00:00.000Z',
        name: 'Иван',
      },
    });
    const phone = parseRow(['79161234567', '+7 495 111-22-33', '', '2026-11-20 10:00', 'A-1', ''], map);
    expect(phone.ok && phone.row).toMatchObject({
      targetKind: 'phone',
      target: '74951112233',
      region: null,
      dedupeKey: 'id:A-1',
    });
  });

  it('lists every problem of an invalid row', () => {
    expect(parseRow(['123', 'not a host', '999', 'later'], map)).toEqual({
      ok: false,
      error:
        'phone: Invalid phone number; target: Expected a domain or a phone number; region: Unknown region; ' +
        'visited_at: Invalid date (expected ISO 8601 or YYYY-MM-DD HH:MM[:SS])',
    });
    expect(parseRow(['', '', '', ''], map)).toMatchObject({
      ok: false,
      error: expect.stringContaining('phone: This field is required'),
    });
  });
});

describe('sniff', () => {
  it('tells XLSX, text and binary apart and checks UTF-8 across chunks', () => {
    expect(sniffHead(Buffer.from('PK\x03\x04rest', 'latin1'))).toBe('xlsx');
    expect(sniffHead(Buffer.from('phone,target\n'))).toBe('text');
    expect(sniffHead(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe('binary');
    expect(sniffHead(Buffer.from([0xff, 0xfe, 0x41, 0x00]))).toBe('utf16');
    const check = utf8Checker();
    const word = Buffer.from('Москва');
    expect(check.push(word.subarray(0, 3))).toBe(true); // a character split between chunks
    expect(check.push(word.subarray(3))).toBe(true);
    expect(check.end()).toBe(true);
    const cp1251 = utf8Checker();
    expect(cp1251.push(Buffer.from([0xcc, 0xee, 0xf1]))).toBe(false);
  });
});
