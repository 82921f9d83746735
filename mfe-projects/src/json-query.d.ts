// The locale files imported with a `?dialogs` query (see ../i18n-dialogs.ts): same JSON, own module.
declare module '*/ru.json?dialogs' {
  const locale: typeof import('./locales/ru.json');
  export = locale;
}
declare module '*/en.json?dialogs' {
  const locale: typeof import('./locales/en.json');
  export = locale;
}
