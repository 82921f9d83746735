import { describe, expect, it, vi } from 'vitest';
import { createRemoteComponents } from './remote-components.ts';

describe('createRemoteComponents', () => {
  it('keeps a lazy component until it fails, then makes a new one per retry', () => {
    const loader = { load: vi.fn(() => new Promise<never>(() => undefined)) };
    const components = createRemoteComponents(loader);
    const first = components('billing');
    expect(components('billing')).toBe(first);
    const retried = components('billing', true);
    expect(retried).not.toBe(first);
    expect(retried.Component).not.toBe(first.Component);
    expect(retried.attempt).toBe(1);
    expect(components('deals').attempt).toBe(0);
  });
});
