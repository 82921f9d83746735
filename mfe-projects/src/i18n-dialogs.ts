import { registerTranslations } from '@lp/shared';
// `?dialogs` makes these their own modules: tree-shaken to the dialogs' keys and bundled into the lazy
// dialog chunks, while ./i18n.ts keeps only the list's keys of the same files in the list's chunk.
import * as ru from './locales/ru.json?dialogs';
import * as en from './locales/en.json?dialogs';
import { NAMESPACE } from './i18n.ts';

// The dialogs' part of the one namespace; imported by the dialogs only.
registerTranslations(NAMESPACE, {
  ru: { form: ru.form, clash: ru.clash, bulkAdd: ru.bulkAdd },
  en: { form: en.form, clash: en.clash, bulkAdd: en.bulkAdd },
});
