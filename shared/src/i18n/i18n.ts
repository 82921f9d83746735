import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import 'dayjs/locale/en';

export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = 'locale';

function storedLanguage(): Language {
  const value = globalThis.localStorage?.getItem(LANGUAGE_KEY);
  return value === 'en' ? 'en' : 'ru';
}

// One i18next instance for the page (shared is an MF singleton); each app adds its own namespace.
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: ['common'],
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
});
dayjs.locale(i18n.language);

export type Translations = { ru: Record<string, unknown>; en: Record<string, unknown> };

export function registerTranslations(namespace: string, translations: Translations): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, translations[language] as Resource, true, true);
  }
}

export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  dayjs.locale(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'ru';
}
