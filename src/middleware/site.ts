import { defineMiddleware } from 'astro:middleware';
import { config } from '../config';
import { api } from '../lib/server/api/client';
import { FALLBACK_SITE } from '../lib/server/site-fallback';
import { siteView } from '../lib/api/views/site';
import { isPage } from './request';
import { log } from '../ops/logger';

/**
 * The white-label configuration of this host (spec §3), cached by the API client. When the
 * provider cannot answer, pages still render (the error page above all) with a neutral brand.
 */
export const site = defineMiddleware(async (context, next) => {
  context.locals.site = siteView(FALLBACK_SITE, context.locals.locale);
  if (isPage(context)) {
    try {
      const site = await api.guestStatus(config.CHECK_SUFFIX, {
        host: context.url.host,
        locale: context.locals.locale,
      });
      context.locals.site = siteView(site, context.locals.locale);
    } catch (error) {
      log.error({ err: error }, 'site configuration unavailable');
    }
  }
  return next();
});
