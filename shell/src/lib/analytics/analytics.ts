// Web analytics (spec §1): two counters; session recording always on for counter 1, on for counter 2
// only on public pages or while the phone dialog is open; goals go to both.
//
// This product runs offline, so nothing is loaded from an external host by default: the counter ids
// and the tag URL come from <meta name="lp:counter-1|lp:counter-2|lp:counter-script"> in index.html,
// all empty here. Without ids every call below is a no-op; without a script URL the commands only
// queue up in `window.ym` (the tag's standard command queue) and never leave the page.

export type CounterAdapter = {
  hit: (url: string) => void;
  reachGoal: (name: string, params?: Record<string, unknown>) => void;
  setRecording: (on: boolean) => void;
};

export type AnalyticsConfig = { counterIds: [string | null, string | null]; scriptUrl: string | null };

type CommandQueue = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

export const ANALYTICS_REFRESH_DELAY_MS = 100;

const state = {
  counters: [] as (CounterAdapter | null)[],
  publicPage: true,
  phoneDialogOpen: false,
};

function meta(name: string): string | null {
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return value ? value : null;
}

export function readAnalyticsConfig(): AnalyticsConfig {
  return { counterIds: [meta('lp:counter-1'), meta('lp:counter-2')], scriptUrl: meta('lp:counter-script') };
}

function commandQueue(): CommandQueue {
  const host = window as unknown as { ym?: CommandQueue };
  if (!host.ym) {
    const queue: CommandQueue = (...args: unknown[]) => {
      (queue.a ??= []).push(args);
    };
    queue.l = Date.now();
    host.ym = queue;
  }
  return host.ym;
}

function queueAdapter(id: string, recordAlways: boolean): CounterAdapter {
  const ym = commandQueue();
  ym(id, 'init', { webvisor: recordAlways, clickmap: true, trackLinks: true, defer: true });
  return {
    hit: (url) => ym(id, 'hit', url),
    reachGoal: (name, params) => ym(id, 'reachGoal', name, params),
    setRecording: (on) => ym(id, 'webvisor', on ? 'start' : 'stop'),
  };
}

function loadTag(url: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = url;
  document.head.appendChild(script);
}

/** Sets the counters up; `adapters` replaces the tag (tests). */
export function initAnalytics(
  config: AnalyticsConfig = readAnalyticsConfig(),
  adapters?: (CounterAdapter | null)[],
) {
  state.counters =
    adapters ?? config.counterIds.map((id, index) => (id ? queueAdapter(id, index === 0) : null));
  if (!adapters && config.scriptUrl && config.counterIds.some(Boolean)) loadTag(config.scriptUrl);
  applyRecording();
}

function applyRecording(): void {
  state.counters[0]?.setRecording(true);
  state.counters[1]?.setRecording(isSecondCounterRecording());
}

export function isSecondCounterRecording(): boolean {
  return state.publicPage || state.phoneDialogOpen;
}

/** A page view; `publicPage` decides counter 2's recording. */
export function trackPage(url: string, publicPage: boolean): void {
  state.publicPage = publicPage;
  applyRecording();
  for (const counter of state.counters) counter?.hit(url);
}

export function setPhoneDialogOpen(open: boolean): void {
  state.phoneDialogOpen = open;
  applyRecording();
}

export function reachGoal(name: string, params?: Record<string, unknown>): void {
  for (const counter of state.counters) counter?.reachGoal(name, params);
}

/** Spec §2/§9: the refresh runs 100 ms after a route change; returns the cancel function. */
export function scheduleAnalyticsRefresh(url: string, publicPage: boolean): () => void {
  const timer = setTimeout(() => trackPage(url, publicPage), ANALYTICS_REFRESH_DELAY_MS);
  return () => clearTimeout(timer);
}
