import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initAnalytics,
  isSecondCounterRecording,
  reachGoal,
  scheduleAnalyticsRefresh,
  setPhoneDialogOpen,
  trackPage,
  type CounterAdapter,
} from './analytics.ts';

const fakeCounter = () =>
  ({ hit: vi.fn(), reachGoal: vi.fn(), setRecording: vi.fn() }) satisfies CounterAdapter;

describe('analytics', () => {
  let first: ReturnType<typeof fakeCounter>;
  let second: ReturnType<typeof fakeCounter>;

  beforeEach(() => {
    first = fakeCounter();
    second = fakeCounter();
    initAnalytics({ counterIds: ['1', '2'], scriptUrl: null }, [first, second]);
    setPhoneDialogOpen(false);
  });
  afterEach(() => vi.useRealTimers());

  it('always records counter 1 and counter 2 only on public pages or with the phone dialog open', () => {
    trackPage('/', true);
    expect(first.setRecording).toHaveBeenLastCalledWith(true);
    expect(second.setRecording).toHaveBeenLastCalledWith(true);

    trackPage('/company/projects', false);
    expect(first.setRecording).toHaveBeenLastCalledWith(true);
    expect(second.setRecording).toHaveBeenLastCalledWith(false);
    expect(isSecondCounterRecording()).toBe(false);

    setPhoneDialogOpen(true);
    expect(second.setRecording).toHaveBeenLastCalledWith(true);
    setPhoneDialogOpen(false);
    expect(second.setRecording).toHaveBeenLastCalledWith(false);
  });

  it('reports a goal to both counters', () => {
    reachGoal('register');
    expect(first.reachGoal).toHaveBeenCalledWith('register', undefined);
    expect(second.reachGoal).toHaveBeenCalledWith('register', undefined);
  });

  it('refreshes 100 ms after a navigation and can be cancelled', () => {
    vi.useFakeTimers();
    scheduleAnalyticsRefresh('/login', true);
    vi.advanceTimersByTime(99);
    expect(first.hit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(first.hit).toHaveBeenCalledWith('/login');
    expect(second.hit).toHaveBeenCalledWith('/login');

    const cancel = scheduleAnalyticsRefresh('/offer', true);
    cancel();
    vi.advanceTimersByTime(200);
    expect(first.hit).toHaveBeenCalledTimes(1);
  });

  it('is a no-op without counter ids and loads no script', () => {
    initAnalytics({ counterIds: [null, null], scriptUrl: 'https://tag.example/tag.js' });
    expect(() => {
      trackPage('/', true);
      reachGoal('x');
    }).not.toThrow();
    expect(document.querySelector('script')).toBeNull();
  });
});
