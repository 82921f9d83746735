import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { Input, type InputProps, type InputRef } from 'antd';
import { DEFAULT_TOKENS, applyMask, unmask, type MaskTokens } from '../masks/mask.ts';
import { formatNumberMask, parseNumberMask, type NumberMaskOptions } from '../masks/number-mask.ts';

type BaseProps = Omit<InputProps, 'value' | 'onChange' | 'defaultValue'>;

/** A pattern mask: the value is the masked string (`+7 (916) 123`). */
export type PatternMaskedInputProps = BaseProps & {
  mask: string;
  tokens?: MaskTokens;
  number?: never;
  value?: string | null;
  onChange?: (value: string) => void;
};

/** A number mask: the value is the number (null when empty), so Form rules like `min` just work. */
export type NumberMaskedInputProps = BaseProps & {
  number: NumberMaskOptions;
  mask?: never;
  tokens?: never;
  value?: number | null;
  onChange?: (value: number | null) => void;
};

export type MaskedInputProps = PatternMaskedInputProps | NumberMaskedInputProps;

/** Characters of a number that survive formatting (digits, sign, point), not the group separators. */
function numberCharsBefore(text: string, position: number, options: NumberMaskOptions): number {
  const separator = options.thousandsSeparator ?? '';
  return [...text.slice(0, position)].filter((char) => char !== separator && /[\d.,-]/.test(char)).length;
}

/** The position in `text` just after its `count`-th character of the number. */
function afterNumberChars(text: string, count: number, options: NumberMaskOptions): number {
  const separator = options.thousandsSeparator ?? '';
  let seen = 0;
  for (let index = 0; index < text.length && seen < count; index += 1) {
    if (text[index] !== separator && /[\d.,-]/.test(text[index])) seen += 1;
    if (seen === count) return index + 1;
  }
  return count === 0 ? 0 : text.length;
}

/** The position in the masked `text` just after its `count`-th entered (token) character. */
function afterTokenChars(
  text: string,
  count: number,
  pattern: string,
  tokens: MaskTokens | undefined,
): number {
  const all = tokens ?? DEFAULT_TOKENS;
  let seen = 0;
  for (let index = 0; index < text.length && seen < count; index += 1) {
    if (all[pattern[index]]) seen += 1;
    if (seen === count) return index + 1;
  }
  return count === 0 ? 0 : text.length;
}

/**
 * antd Input with a pattern mask (`mask`) or a number mask (`number`). Controlled and Form-compatible
 * (value/onChange). The caret stays after the character just typed even when literals are inserted.
 */
export const MaskedInput = forwardRef<InputRef, MaskedInputProps>(function MaskedInput(props, ref) {
  const { mask, tokens, number, value, onChange, ...rest } = props;
  const inputRef = useRef<InputRef>(null);
  const caret = useRef<number | null>(null);
  // While typing "12." the number is still 12: keep the text the user sees as long as it means `value`.
  const [typed, setTyped] = useState<string | null>(null);
  useImperativeHandle(ref, () => inputRef.current as InputRef);

  const format = (text: string) =>
    number ? formatNumberMask(text, number) : applyMask(text, mask ?? '', tokens);
  const shown = number
    ? typed !== null && parseNumberMask(typed, number) === (value ?? null)
      ? typed
      : formatNumberMask(value ?? null, number)
    : applyMask(typeof value === 'string' ? value : '', mask ?? '', tokens);

  useLayoutEffect(() => {
    const element = inputRef.current?.input;
    if (caret.current === null || !element || document.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const next = format(raw);
    const at = event.target.selectionStart ?? raw.length;
    if (number) {
      caret.current = afterNumberChars(next, numberCharsBefore(raw, at, number), number);
      setTyped(next);
      (onChange as NumberMaskedInputProps['onChange'])?.(parseNumberMask(next, number));
    } else {
      const pattern = mask ?? '';
      caret.current = afterTokenChars(
        next,
        unmask(raw.slice(0, at), pattern, tokens).length,
        pattern,
        tokens,
      );
      (onChange as PatternMaskedInputProps['onChange'])?.(next);
    }
  };

  const inputMode = number ? (number.fractionDigits ? 'decimal' : 'numeric') : rest.inputMode;
  return <Input {...rest} ref={inputRef} inputMode={inputMode} value={shown} onChange={handleChange} />;
});
