import { describe, expect, it } from 'vitest';
import { normalizePhone } from '@lp/shared';
import { invalidLines, joinLines, linesOf } from './lines.ts';

describe('lines', () => {
  it('keeps the line numbers of non-empty lines, trimmed', () => {
    expect(linesOf(' a \r\n\n b')).toEqual([
      { value: 'a', line: 1 },
      { value: 'b', line: 3 },
    ]);
    expect(linesOf(undefined)).toEqual([]);
  });

  it('names the lines a normaliser refuses', () => {
    expect(invalidLines('+7 916 123-45-67\n\n123\n8 (916) 123 45 67\nabc', normalizePhone)).toEqual([3, 5]);
  });

  it('joins values back into a textarea', () => {
    expect(joinLines(['a', 'b'])).toBe('a\nb');
    expect(joinLines(null)).toBe('');
  });
});
