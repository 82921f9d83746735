import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser.ts';

const parse = (chunks: string[]) => {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const parser = createSseParser({ onMessage: (m) => messages.push(m), onRetry: (ms) => retries.push(ms) });
  for (const chunk of chunks) parser.push(chunk);
  return { messages, retries, data: messages.map((m) => m.data) };
};

/** Every way of cutting `text` into two chunks. */
const splits = (text: string): string[][] =>
  Array.from({ length: text.length + 1 }, (_, i) => [text.slice(0, i), text.slice(i)]);

describe('SSE parser', () => {
  it('reads one data frame', () => {
    expect(parse(['data: {"type":"deal","deal_id":1}\n\n']).messages).toEqual([
      { event: 'message', data: '{"type":"deal","deal_id":1}', lastEventId: '' },
    ]);
  });

  it('gives the same frames however the text is split into chunks', () => {
    const text = 'retry: 3000\n: hi\n\ndata: a\n\ndata: b1\ndata: b2\n\n';
    for (const chunks of splits(text)) expect(parse(chunks).data).toEqual(['a', 'b1\nb2']);
    expect(parse(text.split('')).data).toEqual(['a', 'b1\nb2']);
  });

  it('joins multi-line data with newlines and keeps empty data lines', () => {
    expect(parse(['data: one\ndata:\ndata: three\n\n']).data).toEqual(['one\n\nthree']);
  });

  it('strips only one leading space of a value', () => {
    expect(parse(['data:  two spaces\ndata:none\n\n']).data).toEqual([' two spaces\nnone']);
  });

  it('skips comments and frames without data (heartbeats)', () => {
    expect(parse([': heartbeat\n\n', ':\n\n', 'event: ping\n\n', 'data: x\n\n']).data).toEqual(['x']);
  });

  it('accepts CRLF and bare CR line ends, also split between CR and LF', () => {
    expect(parse(['data: a\r\n\r\ndata: b\r\rdata: c\n\n']).data).toEqual(['a', 'b', 'c']);
    for (const chunks of splits('data: a\r\n\r\ndata: b\r\n\r\n'))
      expect(parse(chunks).data).toEqual(['a', 'b']);
    // A CR at the end of a chunk followed by a CR: two line ends, so the frame ends.
    expect(parse(['data: a\r', '\rdata: b\r\n', '\r\n']).data).toEqual(['a', 'b']);
    // An empty chunk between a CR and its LF changes nothing.
    expect(parse(['data: a\r', '', '\n\r\n']).data).toEqual(['a']);
  });

  it('holds an unfinished frame until its blank line arrives', () => {
    const { data } = parse(['data: a\n', 'data: b']);
    expect(data).toEqual([]);
  });

  it('reports retry hints and event names, and ignores unknown fields', () => {
    const { messages, retries } = parse([
      'retry: 2500\nretry: soon\nfoo: bar\nevent: live\nid: 7\ndata: x\n\ndata: y\n\n',
    ]);
    expect(retries).toEqual([2500]);
    expect(messages).toEqual([
      { event: 'live', data: 'x', lastEventId: '7' },
      { event: 'message', data: 'y', lastEventId: '7' },
    ]);
  });

  it('drops a byte-order mark at the start of the stream', () => {
    expect(parse(['\uFEFFdata: x\n\n']).data).toEqual(['x']);
  });
});
