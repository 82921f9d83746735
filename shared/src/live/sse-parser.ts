// A small parser for the text/event-stream format (WHATWG HTML, "server-sent events"), fed with text
// chunks as they arrive from fetch: a frame may be split anywhere, even between the CR and LF of a line end.

export type SseMessage = {
  /** The `event:` field; 'message' when absent. */
  event: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
  /** The last `id:` seen (it carries over to later messages, as in EventSource). */
  lastEventId: string;
};

export type SseParserHandlers = {
  onMessage: (message: SseMessage) => void;
  /** A `retry:` field: the server's reconnect delay hint in milliseconds. */
  onRetry?: (ms: number) => void;
};

export type SseParser = {
  /** Feeds the next chunk of decoded text. */
  push: (chunk: string) => void;
};

export const createSseParser = (handlers: SseParserHandlers): SseParser => {
  let buffer = '';
  let first = true;
  // A CR ended the last chunk: an LF that starts the next one belongs to that line end.
  let pendingCr = false;
  let event = '';
  let data: string[] = [];
  let lastEventId = '';

  const dispatch = () => {
    if (data.length > 0)
      handlers.onMessage({ event: event || 'message', data: data.join('\n'), lastEventId });
    event = '';
    data = [];
  };

  const handleLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return; // a comment (heartbeats)
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) handlers.onRetry?.(Number(value));
    // Any other field is ignored, as the standard says.
  };

  const push = (chunk: string) => {
    if (chunk === '') return;
    let text = chunk;
    if (first && text.length > 0) {
      first = false;
      if (text.startsWith('\uFEFF')) text = text.slice(1);
    }
    if (pendingCr && text.startsWith('\n')) text = text.slice(1);
    pendingCr = false;
    buffer += text;
    let start = 0;
    for (let i = 0; i < buffer.length; i += 1) {
      const char = buffer[i];
      if (char !== '\n' && char !== '\r') continue;
      handleLine(buffer.slice(start, i));
      if (char === '\r') {
        if (i + 1 === buffer.length) pendingCr = true;
        else if (buffer[i + 1] === '\n') i += 1;
      }
      start = i + 1;
    }
    buffer = buffer.slice(start);
  };

  return { push };
};
