// punycode 2.x ships no types; only what normalize.ts uses. The path import (not bare 'punycode')
// matters: in Node a bare 'punycode' resolves to the deprecated built-in module.
declare module 'punycode/punycode.js' {
  const punycode: { toUnicode: (domain: string) => string; toASCII: (domain: string) => string };
  export default punycode;
}
