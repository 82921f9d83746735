// Russian amount in words for invoices: "Одна тысяча пятьсот рублей 00 копеек".
import { Decimal } from 'decimal.js';

type Gender = 'm' | 'f';
type Forms = [one: string, few: string, many: string];

const ONES_M = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const ONES_F = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

// Scales from the top; each with its grammatical gender and plural forms.
const SCALES: { size: number; gender: Gender; forms: Forms }[] = [
  { size: 1_000_000_000, gender: 'm', forms: ['миллиард', 'миллиарда', 'миллиардов'] },
  { size: 1_000_000, gender: 'm', forms: ['миллион', 'миллиона', 'миллионов'] },
  { size: 1_000, gender: 'f', forms: ['тысяча', 'тысячи', 'тысяч'] },
];

/** The plural form Russian uses after n: 1 рубль, 2 рубля, 5 рублей, 11 рублей, 21 рубль. */
export const pluralForm = (n: number, forms: Forms): string => {
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
};

/** 0..999 in words. */
const triad = (n: number, gender: Gender): string[] => {
  const words = [HUNDREDS[Math.floor(n / 100)]];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) {
    words.push(TEENS[rest - 10]);
  } else {
    words.push(TENS[Math.floor(rest / 10)], (gender === 'f' ? ONES_F : ONES_M)[rest % 10]);
  }
  return words.filter(Boolean);
};

/** A whole number of roubles in words, e.g. 1500 → "одна тысяча пятьсот". */
export const integerInWords = (value: number): string => {
  if (value === 0) return 'ноль';
  const words: string[] = [];
  let rest = value;
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.size);
    if (count > 0) {
      words.push(...triad(count, scale.gender), pluralForm(count, scale.forms));
      rest %= scale.size;
    }
  }
  words.push(...triad(rest, 'm'));
  return words.join(' ');
};

const RUBLES: Forms = ['рубль', 'рубля', 'рублей'];
const KOPECKS: Forms = ['копейка', 'копейки', 'копеек'];

/** "Одна тысяча пятьсот рублей 50 копеек" — the form used on Russian invoices. */
export const amountInWords = (amount: Decimal.Value): string => {
  const value = new Decimal(amount).abs().toDecimalPlaces(2);
  const rubles = value.floor().toNumber();
  const kopecks = value.minus(value.floor()).times(100).round().toNumber();
  const words = `${integerInWords(rubles)} ${pluralForm(rubles, RUBLES)} ${String(kopecks).padStart(2, '0')} ${pluralForm(kopecks, KOPECKS)}`;
  return words.charAt(0).toUpperCase() + words.slice(1);
};
