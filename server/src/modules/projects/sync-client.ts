// The registration connector of a source (domain.md "Projects"): one HTTP call that hands the
// supplier a project's targets. The answer decides between done, refused for good and "try again".
import type { Weekday } from '@lp/shared/contracts/projects';

export type RegistrationPayload = {
  external_id: string;
  company_id: number;
  domains: string[];
  phones: string[];
  geo: string[];
  weekdays: Weekday[];
  status: 'active' | 'inactive';
};

export type CallOutcome =
  | { kind: 'ok' }
  /** the supplier refused the project (4xx): retrying the same data would be refused again */
  | { kind: 'rejected'; reason: string }
  /** 5xx, 408, 429, network error or timeout: worth retrying */
  | { kind: 'transient'; reason: string };

const MAX_REASON = 500;

const reasonFrom = async (response: Response): Promise<string> => {
  const fallback = `HTTP ${response.status}`;
  try {
    const body = (await response.json()) as { reason?: unknown; message?: unknown };
    const reason =
      typeof body.reason === 'string' ? body.reason : typeof body.message === 'string' ? body.message : '';
    return reason.trim() ? reason.trim().slice(0, MAX_REASON) : fallback;
  } catch {
    return fallback;
  }
};

const errorReason = (error: unknown, timeoutMs: number): string => {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `No answer within ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (typeof cause?.code === 'string') return `Network error (${cause.code})`;
  return `Network error (${error instanceof Error ? error.message : String(error)})`.slice(0, MAX_REASON);
};

export const callRegistration = async (
  url: string,
  secret: string | null,
  payload: RegistrationPayload,
  timeoutMs: number,
): Promise<CallOutcome> => {
  try {
    // The timeout covers the body too: a supplier that sends headers and then stalls is no better.
    const signal = AbortSignal.timeout(timeoutMs);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(secret ? { authorization: `Bearer ${secret}` } : {}),
      },
      body: JSON.stringify(payload),
      signal,
      redirect: 'error',
    });
    if (response.ok) {
      await response.arrayBuffer();
      return { kind: 'ok' };
    }
    const reason = await reasonFrom(response);
    const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
    return retryable ? { kind: 'transient', reason } : { kind: 'rejected', reason };
  } catch (error) {
    return { kind: 'transient', reason: errorReason(error, timeoutMs) };
  }
};
