import { describe, expect, it } from 'vitest';
import {
  isYmd,
  moscowDayEnd,
  moscowDayStart,
  moscowParts,
  moscowToday,
  moscowWallClock,
} from './moscow-time.ts';

describe('Moscow business day', () => {
  it('starts and ends days at Moscow midnight', () => {
    expect(moscowDayStart('2026-03-11').toISOString()).toBe('2026-03-10T21:00:00.000Z');
    expect(moscowDayEnd('2026-03-11').toISOString()).toBe('2026-03-11T21:00:00.000Z');
    expect(moscowDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T21:00:00.000Z');
    // UTC+4 between 2011 and 2014
    expect(moscowDayStart('2012-06-01').toISOString()).toBe('2012-05-31T20:00:00.000Z');
  });

  it('puts 2026-03-10T21:30Z on 11 March', () => {
    expect(moscowParts(new Date('2026-03-10T21:30:00Z'))).toEqual({
      ymd: '2026-03-11',
      year: 2026,
      hms: '00:30:00',
    });
    expect(moscowToday(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
    expect(moscowWallClock(new Date('2026-03-10T21:30:00Z')).toISOString()).toBe('2026-03-11T00:30:00.000Z');
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isYmd('2024-02-29')).toBe(true);
    for (const value of ['2026-02-29', '2026-13-01', '2026-1-01', '11.03.2026', '2026-03-11T00:00', '']) {
      expect(isYmd(value)).toBe(false);
    }
  });
});
