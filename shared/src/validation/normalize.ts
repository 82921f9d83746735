// Normal forms of domain.md: phones are 11 digits starting with 7, domains are bare lower-case hosts.
// Every package that imports this file (server, remotes) needs the declaration, not only shared's tsconfig.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./punycode.d.ts" />
import punycode from 'punycode/punycode.js';

/** `+7 (916) 123-45-67`, `8 916 1234567`, `79161234567` → `79161234567`; anything else → null. */
export function normalizePhone(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+?[\d\s()-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length !== 11) return null;
  if (trimmed.startsWith('+') && !digits.startsWith('7')) return null;
  if (digits.startsWith('8') && !trimmed.startsWith('+')) return `7${digits.slice(1)}`;
  return digits.startsWith('7') ? digits : null;
}

export function isValidPhone(value: string): boolean {
  return normalizePhone(value) !== null;
}

const HOST_LABEL = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u;

// `xn--e1afmkfd` → `пример`: one spelling per domain, so the Unicode and the ASCII form of the same
// site never pass the clash check as two different targets. A label that is not valid punycode → null.
const labelsToUnicode = (host: string): string | null => {
  if (!host.includes('xn--')) return host;
  try {
    return punycode.toUnicode(host).toLowerCase();
  } catch {
    return null;
  }
};

/** `https://www.Example.com:8080/path` → `example.com`; Cyrillic hosts stay in Unicode (punycode is decoded); invalid → null. */
export function normalizeDomain(value: string): string | null {
  let host: string | null = value.trim().toLowerCase();
  if (!host) return null;
  host = host.replace(/^(?:[a-z][a-z\d+.-]*:)?\/\//, '');
  host = host.split(/[/?#]/)[0];
  // user:password@host (a pasted URL with credentials) → host
  host = host.slice(host.lastIndexOf('@') + 1);
  host = labelsToUnicode(
    host
      .replace(/:\d+$/, '')
      .replace(/\.$/, '')
      .replace(/^www\./, ''),
  );
  if (!host) return null;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => HOST_LABEL.test(label))) return null;
  if (/^\d+$/.test(labels[labels.length - 1])) return null;
  return host;
}

/** A website field: a domain with an optional scheme and path. */
export function isValidUrl(value: string): boolean {
  return normalizeDomain(value) !== null;
}

// The same shape antd's `type: 'email'` rule accepts, for forms built without antd Form.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** `79161234567` → `+7 916 123-45-67` for display; anything that is not a valid phone is shown as is. */
export function formatPhone(value: string): string {
  const phone = normalizePhone(value);
  if (!phone) return value;
  return `+7 ${phone.slice(1, 4)} ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`;
}
