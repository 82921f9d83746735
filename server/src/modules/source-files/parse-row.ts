// One data row → an identification in normal form, or the reasons it is invalid (for the error report).
import { REGIONS } from '@lp/shared/regions';
import { normalizeDomain, normalizePhone } from '@lp/shared/validation';
import type { ColumnMap } from './columns.ts';
import { parseVisitedAt } from './visited-at.ts';

export type ParsedRow = {
  dedupeKey: string;
  externalId: string | null;
  phone: string;
  targetKind: 'domain' | 'phone';
  target: string;
  region: string | null;
  /** ISO instant. */
  visitedAt: string;
  name: string | null;
};

export type RowResult = { ok: true; row: ParsedRow } | { ok: false; error: string };

// A region by code ('77', '077') or by its Russian or English name ('Москва', 'moscow').
const REGION_LOOKUP = new Map<string, string>(
  REGIONS.flatMap((region) => [
    [region.code, region.code],
    [region.ru.toLowerCase(), region.code],
    [region.en.toLowerCase(), region.code],
  ]),
);

const regionOf = (text: string): string | null | undefined => {
  const value = text.trim().toLowerCase();
  if (value === '') return null;
  return REGION_LOOKUP.get(/^\d+$/.test(value) ? String(Number(value)) : value);
};

const MAX_TEXT = 255;

const cell = (cells: string[], index: number | undefined): string =>
  index === undefined ? '' : (cells[index] ?? '').trim();

export const parseRow = (cells: string[], map: ColumnMap): RowResult => {
  const errors: string[] = [];
  const phoneText = cell(cells, map.phone);
  const phone = phoneText === '' ? null : normalizePhone(phoneText);
  if (phoneText === '') errors.push('phone: This field is required');
  else if (!phone) errors.push('phone: Invalid phone number');

  const targetText = cell(cells, map.target);
  let targetKind: 'domain' | 'phone' = 'phone';
  let target: string | null = null;
  if (targetText === '') errors.push('target: This field is required');
  else {
    // A target is a phone when it reads as one, otherwise a domain (a phone is never a valid host).
    target = /^[+\d\s()-]+$/.test(targetText) ? normalizePhone(targetText) : null;
    if (!target) {
      targetKind = 'domain';
      target = normalizeDomain(targetText);
    }
    if (!target) errors.push('target: Expected a domain or a phone number');
  }

  const region = regionOf(cell(cells, map.region));
  if (region === undefined) errors.push('region: Unknown region');

  const visitedText = cell(cells, map.visited_at);
  const visitedAt = visitedText === '' ? null : parseVisitedAt(visitedText);
  if (visitedText === '') errors.push('visited_at: This field is required');
  else if (!visitedAt) errors.push('visited_at: Invalid date (expected ISO 8601 or YYYY-MM-DD HH:MM[:SS])');

  const externalId = cell(cells, map.external_id) || null;
  const name = cell(cells, map.name) || null;
  if (externalId && externalId.length > MAX_TEXT)
    errors.push(`external_id: Must be at most ${MAX_TEXT} characters`);
  if (name && name.length > MAX_TEXT) errors.push(`name: Must be at most ${MAX_TEXT} characters`);

  if (errors.length > 0 || !phone || !target || !visitedAt || region === undefined)
    return { ok: false, error: errors.join('; ') };
  const visitedIso = visitedAt.toISOString();
  return {
    ok: true,
    row: {
      // The same identification twice is one: the supplier's id, or who + where + when.
      dedupeKey: externalId ? `id:${externalId}` : `${phone}|${target}|${visitedIso}`,
      externalId,
      phone,
      targetKind,
      target,
      region,
      visitedAt: visitedIso,
      name,
    },
  };
};
