// What kind of file an upload is, judged by its bytes (never by its name or content type): a zip
// container is taken for XLSX (its workbook is checked when the header is read), UTF-8 text for CSV,
// anything else is refused. UTF-8 is checked over the whole stream, chunk by chunk.

export type Sniffed = 'xlsx' | 'text' | 'binary' | 'utf16';

const startsWith = (head: Buffer, bytes: number[]): boolean =>
  bytes.every((byte, index) => head[index] === byte);

// Magic numbers of formats people upload by mistake (images, PDF, archives, old .xls).
const BINARY_MAGICS = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x25, 0x50, 0x44, 0x46], // PDF
  [0x1f, 0x8b], // gzip
  [0x52, 0x61, 0x72, 0x21], // RAR
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
  [0xd0, 0xcf, 0x11, 0xe0], // OLE: the old binary .xls
];

/** Judges the first bytes (the first chunk of the upload). */
export const sniffHead = (head: Buffer): Sniffed => {
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'xlsx';
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return 'utf16';
  if (BINARY_MAGICS.some((magic) => startsWith(head, magic))) return 'binary';
  // Text never holds NUL bytes; binary formats nearly always do early on.
  if (head.subarray(0, 8192).includes(0)) return 'binary';
  return 'text';
};

/** A streaming UTF-8 check: feed chunks in order, then `end()`; false once a byte sequence is invalid. */
export const utf8Checker = () => {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let valid = true;
  return {
    push: (chunk: Buffer): boolean => {
      if (!valid) return false;
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        valid = false;
      }
      return valid;
    },
    end: (): boolean => {
      if (!valid) return false;
      try {
        decoder.decode();
      } catch {
        valid = false;
      }
      return valid;
    },
  };
};

export const FILE_ERRORS = {
  notSpreadsheet: 'Not a CSV or XLSX file',
  encoding: 'The file must be UTF-8 encoded',
  empty: 'The file has no data rows',
  tooLarge: (maxBytes: number) =>
    `The file is too large: at most ${maxBytes >= 1024 * 1024 ? `${Math.floor(maxBytes / (1024 * 1024))} MB` : `${Math.floor(maxBytes / 1024)} KB`}`,
  missingColumns: (columns: string[]) => `Missing columns: ${columns.join(', ')}`,
  storedMissing: 'The stored file is missing',
} as const;
