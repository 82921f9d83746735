import { registerTranslations } from '@lp/shared';
import ru from './locales/ru.json';
import en from './locales/en.json';

export const NAMESPACE = 'projects';

registerTranslations(NAMESPACE, { ru, en });
