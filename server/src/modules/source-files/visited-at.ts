// visited_at as suppliers write it. A time without an offset is Moscow time (UTC+3 all year since 2014),
// the business clock of domain.md; an ISO time with Z or an offset is taken as it says.
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const RUSSIAN = /^(\d{2})\.(\d{2})\.(\d{4})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

const fromMoscowParts = (y: number, mo: number, d: number, h: number, mi: number, s: number): Date | null => {
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(utc);
  // 2026-02-30 rolls over into March: refuse it instead.
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1) return null;
  return new Date(utc - MOSCOW_OFFSET_MS);
};

/** The instant, or null when the text is no date we accept. Years outside 2000…2100 are refused. */
export const parseVisitedAt = (text: string): Date | null => {
  const value = text.trim();
  let date: Date | null = null;
  if (WITH_OFFSET.test(value)) {
    const parsed = new Date(value);
    date = Number.isNaN(parsed.getTime()) ? null : parsed;
  } else {
    const local = LOCAL.exec(value);
    const russian = local ? null : RUSSIAN.exec(value);
    const parts = local
      ? [local[1], local[2], local[3], local[4], local[5], local[6]]
      : russian
        ? [russian[3], russian[2], russian[1], russian[4], russian[5], russian[6]]
        : null;
    if (parts) {
      const [y, mo, d, h, mi, s] = parts.map((part) => Number(part ?? 0));
      date = fromMoscowParts(y, mo, d, h, mi, s);
    }
  }
  if (!date) return null;
  const year = date.getUTCFullYear();
  return year >= 2000 && year <= 2100 ? date : null;
};

/** An Excel date cell (a wall-clock time that exceljs hands over as UTC) → the same text a CSV would carry. */
export const excelDateText = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');
