import { describe, expect, it } from 'vitest';
import { booleanParam, oneOfParam, positiveIntParam } from './search-params.ts';

describe('query string values', () => {
  it('takes whole numbers from 1 up', () => {
    expect(positiveIntParam('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'x']) expect(positiveIntParam(bad)).toBeNull();
  });

  it('takes only the allowed values', () => {
    expect(oneOfParam(['a', 'b'] as const, 'b')).toBe('b');
    expect(oneOfParam(['a', 'b'] as const, 'c')).toBeNull();
    expect(oneOfParam(['a', 'b'] as const, null)).toBeNull();
    expect(oneOfParam([10, 25] as const, Number('25'))).toBe(25);
    expect(oneOfParam([10, 25] as const, '25')).toBeNull();
  });

  it('reads booleans written out', () => {
    expect(booleanParam('true')).toBe(true);
    expect(booleanParam('false')).toBe(false);
    expect(booleanParam('1')).toBeNull();
    expect(booleanParam(null)).toBeNull();
  });
});
