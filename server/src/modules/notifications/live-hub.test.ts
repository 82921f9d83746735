import type { LiveEvent } from '@lp/shared/contracts/projects';
import { describe, expect, it, vi } from 'vitest';
import { createLiveHub } from './live-hub.ts';

const payload = (companyId: number, event: LiveEvent) => JSON.stringify({ company_id: companyId, event });
const deal = (id: number): LiveEvent => ({ type: 'deals', count: id });

describe('live hub', () => {
  it('delivers an event to every stream of its company and to no other', () => {
    const hub = createLiveHub();
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    hub.subscribe(1, first);
    hub.subscribe(1, second);
    hub.subscribe(2, other);
    hub.dispatch(payload(1, deal(5)));
    expect(first).toHaveBeenCalledWith(deal(5));
    expect(second).toHaveBeenCalledWith(deal(5));
    expect(other).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe and forgets empty companies', () => {
    const hub = createLiveHub();
    const send = vi.fn();
    const unsubscribe = hub.subscribe(1, send);
    expect(hub.size()).toBe(1);
    unsubscribe();
    unsubscribe();
    expect(hub.size()).toBe(0);
    hub.dispatch(payload(1, deal(1)));
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    'not json',
    'null',
    '{"event":{"type":"deal"}}',
    '{"company_id":1}',
    '{"company_id":1,"event":{}}',
  ])('ignores a malformed payload: %s', (raw) => {
    const hub = createLiveHub();
    const send = vi.fn();
    hub.subscribe(1, send);
    expect(() => hub.dispatch(raw)).not.toThrow();
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps delivering to the others when one stream throws', () => {
    const onError = vi.fn();
    const hub = createLiveHub(onError);
    const after = vi.fn();
    hub.subscribe(1, () => {
      throw new Error('socket gone');
    });
    hub.subscribe(1, after);
    hub.dispatch(payload(1, deal(2)));
    expect(after).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'socket gone' }));
  });
});
