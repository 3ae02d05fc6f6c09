import type { APIContext } from 'astro';
import { VENDOR_TABLE, type ChatVendor } from '../rules/chat-vendors';

/** What a page's Content Security Policy gains when the chat of a vendor is configured. */
export interface ChatCsp {
  /** Whole directives, merged by Astro into those of astro.config.mjs (same name, values added). */
  directives: string[];
  /** script-src sources; Astro drops its default 'self' once any is given, so 'self' leads. */
  scriptResources: string[];
  /** style-src sources, likewise. */
  styleResources: string[];
}

/**
 * The CSP additions of a vendor (spec §2 Layouts: the vendor's origins are allowed only when the
 * chat is configured). frame-src is new to the policy, so it repeats the 'self' default-src gave it.
 */
export function chatCsp(vendor: ChatVendor): ChatCsp {
  const { csp, scriptOrigins } = VENDOR_TABLE[vendor];
  const directives: string[] = [];
  for (const name of ['connect-src', 'img-src', 'font-src', 'frame-src', 'media-src'] as const) {
    const sources = csp[name];
    if (sources?.length) directives.push(`${name} 'self' ${sources.join(' ')}`);
  }
  return {
    directives,
    scriptResources: ["'self'", ...scriptOrigins],
    styleResources: ["'self'", ...(csp['style-src'] ?? [])],
  };
}

/** Applies the additions to the page being rendered (Astro's runtime CSP API). */
export function allowChat(pageCsp: APIContext['csp'], vendor: ChatVendor): void {
  if (!pageCsp) return;
  const { directives, scriptResources, styleResources } = chatCsp(vendor);
  for (const directive of directives)
    pageCsp.insertDirective(directive as Parameters<typeof pageCsp.insertDirective>[0]);
  for (const resource of scriptResources) pageCsp.insertScriptResource(resource);
  for (const resource of styleResources) pageCsp.insertStyleResource(resource);
}
