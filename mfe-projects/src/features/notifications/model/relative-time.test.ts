import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');

describe('relativeTime', () => {
  it('says how long ago in the language', () => {
    expect(relativeTime('2026-11-21T11:55:00Z', 'ru', NOW)).toBe('5 минут назад');
    expect(relativeTime('2026-11-21T09:00:00Z', 'en', NOW)).toBe('3 hours ago');
    expect(relativeTime('2026-11-20T12:00:00Z', 'ru', NOW)).toBe('вчера');
    expect(relativeTime('2026-11-21T11:59:50Z', 'en', NOW)).toBe('now');
  });
});
