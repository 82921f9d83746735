/** One non-empty line of a "one per line" textarea, with its 1-based line number in the textarea. */
export type Line = { value: string; line: number };

export function linesOf(text: string | null | undefined): Line[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((value, index) => ({ value: value.trim(), line: index + 1 }))
    .filter((entry) => entry.value !== '');
}

/** Line numbers whose value `normalize` refuses. */
export function invalidLines(
  text: string | null | undefined,
  normalize: (value: string) => string | null,
): number[] {
  return linesOf(text)
    .filter((entry) => normalize(entry.value) === null)
    .map((entry) => entry.line);
}

/** `[..]` → the textarea's text, one per line. */
export function joinLines(values: readonly string[] | null | undefined): string {
  return (values ?? []).join('\n');
}
