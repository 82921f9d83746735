// Input masks (spec §5): plain functions, no React or antd, so any package may use them.
export { applyMask, unmask, isMaskComplete, DEFAULT_TOKENS } from './mask.ts';
export type { MaskToken, MaskTokens } from './mask.ts';
export { formatNumberMask, parseNumberMask } from './number-mask.ts';
export type { NumberMaskOptions } from './number-mask.ts';
