import { describe, expect, it } from 'vitest';
import { DEFAULT_TOKENS, applyMask, isMaskComplete, unmask } from './mask.ts';

const PHONE = '+7 (###) ###-##-##';

describe('applyMask', () => {
  it('inserts literals as the user types', () => {
    expect(applyMask('9', PHONE)).toBe('+7 (9');
    expect(applyMask('916', PHONE)).toBe('+7 (916');
    expect(applyMask('9161', PHONE)).toBe('+7 (916) 1');
    expect(applyMask('9161234567', PHONE)).toBe('+7 (916) 123-45-67');
  });

  it('takes over literals the user typed and re-masks an already masked value unchanged', () => {
    expect(applyMask('+7 (916) 123-45-67', PHONE)).toBe('+7 (916) 123-45-67');
    expect(applyMask('123-45', '###-##')).toBe('123-45');
  });

  it('drops characters a token refuses', () => {
    expect(applyMask('12a3x4', '##-##')).toBe('12-34');
    expect(applyMask('a1b2', '@#@#')).toBe('a1b2');
    expect(applyMask('1a', '@#')).toBe('a');
  });

  it('leaves out literals after the last entered character, so deleting backwards works', () => {
    expect(applyMask('123', '###-##')).toBe('123');
    expect(applyMask('123-', '###-##')).toBe('123');
    expect(applyMask('+7 (', PHONE)).toBe('');
    expect(applyMask('', PHONE)).toBe('');
  });

  it('stops at the end of the pattern', () => {
    expect(applyMask('123456', '##-##')).toBe('12-34');
  });

  it('knows letters of any script and alphanumerics', () => {
    expect(applyMask('ая12', '@@-##')).toBe('ая-12');
    expect(applyMask('a-1_б', '***')).toBe('a1б');
    expect(applyMask('!', '*')).toBe('');
  });

  it('takes custom tokens, with a transform', () => {
    const tokens = {
      ...DEFAULT_TOKENS,
      U: { pattern: /[a-z]/i, transform: (char: string) => char.toUpperCase() },
    };
    expect(applyMask('ab12cd', 'UU ## UU', tokens)).toBe('AB 12 CD');
  });
});

describe('unmask', () => {
  it('returns only what the tokens took', () => {
    expect(unmask('+7 (916) 123-45-67', PHONE)).toBe('9161234567');
    expect(unmask('12-3', '##-##')).toBe('123');
    expect(unmask('', '##-##')).toBe('');
  });

  it('keeps literal-looking characters that a token took', () => {
    expect(unmask('77-77', '77-##')).toBe('77');
  });
});

describe('isMaskComplete', () => {
  it('is true only when every slot is filled', () => {
    expect(isMaskComplete('12-34', '##-##')).toBe(true);
    expect(isMaskComplete('12-3', '##-##')).toBe(false);
  });
});
