import { registerTranslations } from '@lp/shared';
import * as ru from './locales/ru.json';
import * as en from './locales/en.json';

export const NAMESPACE = 'projects';

// The list screen registers only its own keys; the dialogs register theirs from their lazy chunks
// (./i18n-dialogs.ts), so the list does not download the dialogs' texts. Static property reads of the
// JSON let the bundler drop the parts nobody reads (a helper taking the whole object would keep all).
registerTranslations(NAMESPACE, {
  ru: {
    section: ru.section,
    totals: ru.totals,
    filters: ru.filters,
    status: ru.status,
    sync: ru.sync,
    actions: ru.actions,
    table: ru.table,
    weekdays: ru.weekdays,
    empty: ru.empty,
    bulk: ru.bulk,
    confirm: ru.confirm,
    messages: ru.messages,
    notifications: ru.notifications,
  },
  en: {
    section: en.section,
    totals: en.totals,
    filters: en.filters,
    status: en.status,
    sync: en.sync,
    actions: en.actions,
    table: en.table,
    weekdays: en.weekdays,
    empty: en.empty,
    bulk: en.bulk,
    confirm: en.confirm,
    messages: en.messages,
    notifications: en.notifications,
  },
});
