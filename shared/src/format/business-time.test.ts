import { describe, expect, it } from 'vitest';
import { formatBusinessDateTime, moscowToday } from './business-time.ts';

describe('business time (Moscow)', () => {
  it('says which Moscow day an instant falls on', () => {
    expect(moscowToday(new Date('2026-11-22T20:59:59Z'))).toBe('2026-11-22');
    expect(moscowToday(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23');
  });

  it('shows an instant in Moscow time in the language’s format, and garbage as it is', () => {
    expect(formatBusinessDateTime('2026-11-22T21:30:00Z', 'ru', 'short')).toBe('23.11.2026, 00:30');
    expect(formatBusinessDateTime('2026-11-22T21:30:00Z', 'en', 'short')).toMatch(/11\/23\/26,? 12:30\sAM/);
    expect(formatBusinessDateTime('not a date', 'ru')).toBe('not a date');
  });
});
