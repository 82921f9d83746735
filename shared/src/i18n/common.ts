import { registerTranslations } from './i18n.ts';
import ru from './locales/ru.json';
import en from './locales/en.json';

registerTranslations('common', { ru, en });
