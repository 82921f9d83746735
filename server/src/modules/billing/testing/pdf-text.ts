// A small text extractor for the PDFs pdfkit writes (tests only): inflates Flate streams and
// follows each font's ToUnicode map to turn the glyph ids in TJ operators back into text.
import { inflateSync } from 'node:zlib';

const objectBody = (pdf: string, ref: string): string => {
  const match = new RegExp(`(?:^|\\n)${ref} 0 obj\\s*([\\s\\S]*?)endobj`).exec(pdf);
  if (!match) throw new Error(`object ${ref} not found`);
  return match[1];
};

const streamOf = (body: string): string => {
  const raw = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body)?.[1] ?? '';
  if (!body.includes('/FlateDecode')) return raw;
  return inflateSync(Buffer.from(raw, 'latin1')).toString('latin1');
};

/** glyph id (hex) → text, from a `beginbfrange` with arrays (pdfkit's form) or `beginbfchar`. */
const parseCmap = (cmap: string): Map<string, string> => {
  const map = new Map<string, string>();
  const utf16 = (hex: string): string => {
    let text = '';
    for (let i = 0; i < hex.length; i += 4)
      text += String.fromCharCode(Number.parseInt(hex.slice(i, i + 4), 16));
    return text;
  };
  for (const range of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
    const start = Number.parseInt(range[1], 16);
    [...range[3].matchAll(/<([0-9a-f]+)>/gi)].forEach((item, i) => {
      map.set((start + i).toString(16).padStart(4, '0'), utf16(item[1]));
    });
  }
  for (const pair of cmap.matchAll(/<([0-9a-f]{4})>\s*<([0-9a-f]+)>\s*$/gim))
    map.set(pair[1].toLowerCase(), utf16(pair[2]));
  return map;
};

export const pdfText = (buffer: Buffer): string => {
  const pdf = buffer.toString('latin1');
  // font resource name → its ToUnicode map
  const cmaps = new Map<string, Map<string, string>>();
  for (const font of pdf.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const body = objectBody(pdf, font[2]);
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(body);
    if (toUnicode) cmaps.set(font[1], parseCmap(streamOf(objectBody(pdf, toUnicode[1]))));
  }
  const lines: string[] = [];
  for (const page of pdf.matchAll(/\/Contents (\d+) 0 R/g)) {
    const content = streamOf(objectBody(pdf, page[1]));
    let current = new Map<string, string>();
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (op[1]) {
        current = cmaps.get(op[1]) ?? new Map();
        continue;
      }
      let line = '';
      for (const hex of op[2].matchAll(/<([0-9a-f]+)>/gi)) {
        for (let i = 0; i < hex[1].length; i += 4)
          line += current.get(hex[1].slice(i, i + 4).toLowerCase()) ?? '?';
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
};
