import { defineMiddleware } from 'astro:middleware';
import { createTranslate, DEFAULT_LOCALE, isLocale } from './lib/i18n';

// STYLE.md §6: per-request data computed once and typed on App.Locals.
export const onRequest = defineMiddleware(async (context, next) => {
  const locale = isLocale(context.currentLocale) ? context.currentLocale : DEFAULT_LOCALE;
  context.locals.locale = locale;
  context.locals.t = createTranslate(locale);
  return next();
});
