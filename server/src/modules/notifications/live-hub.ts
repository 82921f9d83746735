import type { LiveEvent } from '@lp/shared/contracts/projects';

export type LiveSend = (event: LiveEvent) => void;

/** The in-process fan-out: which open streams belong to which company. */
export type LiveHub = {
  /** Adds a stream of the company; returns its unsubscribe function (safe to call twice). */
  subscribe: (companyId: number, send: LiveSend) => () => void;
  /** Delivers one `lp_live` payload (`{"company_id":…,"event":…}`) to that company's streams only. */
  dispatch: (payload: string) => void;
  /** Open streams, all companies together (tests, metrics). */
  size: () => number;
};

type Envelope = { company_id: number; event: LiveEvent };

// The channel is ours, but a malformed payload (a manual NOTIFY, an old process) must not throw here.
const parseEnvelope = (payload: string): Envelope | null => {
  try {
    const value = JSON.parse(payload) as Partial<Envelope> | null;
    if (!value || typeof value.company_id !== 'number') return null;
    if (!value.event || typeof value.event !== 'object' || typeof value.event.type !== 'string') return null;
    return value as Envelope;
  } catch {
    return null;
  }
};

export const createLiveHub = (onSendError: (error: unknown) => void = () => {}): LiveHub => {
  const byCompany = new Map<number, Set<LiveSend>>();

  const subscribe = (companyId: number, send: LiveSend) => {
    let streams = byCompany.get(companyId);
    if (!streams) byCompany.set(companyId, (streams = new Set()));
    streams.add(send);
    return () => {
      streams.delete(send);
      if (streams.size === 0 && byCompany.get(companyId) === streams) byCompany.delete(companyId);
    };
  };

  const dispatch = (payload: string) => {
    const envelope = parseEnvelope(payload);
    if (!envelope) return;
    // A copy: a send that fails may unsubscribe itself while we iterate.
    for (const send of [...(byCompany.get(envelope.company_id) ?? [])]) {
      try {
        send(envelope.event);
      } catch (error) {
        onSendError(error);
      }
    }
  };

  const size = () => [...byCompany.values()].reduce((sum, streams) => sum + streams.size, 0);

  return { subscribe, dispatch, size };
};
