// The live chat vendors the support widget can load (spec §2 Layouts): where each one's
// script lives, what its id looks like, how to open it, and the origins the page's Content
// Security Policy must allow once it runs. Sources: the vendors' install snippets (Goftino:
// https://www.goftino.com/widget/{id}; Raychat: widget-react.raychat.io/install/widget.js with
// window.RAYCHAT_TOKEN; Crisp: client.crisp.chat/l.js with window.CRISP_WEBSITE_ID) and Crisp's
// "Whitelisting our systems" page. Goftino and Raychat publish no origin list: their own
// domains, https and wss, are allowed. This file ships to the browser: no server imports.

export const CHAT_VENDORS = ['goftino', 'raychat', 'crisp'] as const;
export type ChatVendor = (typeof CHAT_VENDORS)[number];

/** The CSP directives a vendor needs, by directive name (script-src is handled apart). */
export type CspSources = Partial<
  Record<'connect-src' | 'img-src' | 'font-src' | 'frame-src' | 'media-src' | 'style-src', string[]>
>;

/** What the vendor's script finds on window: its globals and its API once ready. */
export type ChatWindow = Window & Record<string, unknown>;

export interface VendorEntry {
  /** What CHAT_ID must look like (checked at start-up, src/config.ts). */
  idPattern: RegExp;
  idHint: string;
  scriptUrl: (id: string) => string;
  /** Origins of script-src. */
  scriptOrigins: string[];
  csp: CspSources;
  /** Globals the script reads, set before it is injected. */
  prepare: (win: ChatWindow, id: string) => void;
  /** Calls back once the widget is up (its launcher is shown by then). */
  onReady: (win: ChatWindow, callback: () => void) => void;
  /** Opens the chat window (after a click on the facade). */
  open: (win: ChatWindow) => void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Calls method on the vendor's API object when the widget has defined it. */
function callApi(win: ChatWindow, name: string, method: string): void {
  const api = win[name] as Record<string, unknown> | undefined;
  const fn = api?.[method];
  if (typeof fn === 'function') fn.call(api);
}

/** Crisp's command queue: commands pushed before the script loads run once it does. */
function crispQueue(win: ChatWindow): unknown[] {
  if (!Array.isArray(win['$crisp'])) win['$crisp'] = [];
  return win['$crisp'] as unknown[];
}

/** Vendor widgets inject their own <style> elements and attributes. */
const INLINE_STYLES = "'unsafe-inline'";

export const VENDOR_TABLE: Record<ChatVendor, VendorEntry> = {
  goftino: {
    idPattern: /^[A-Za-z0-9]{4,32}$/,
    idHint: 'a Goftino widget id is letters and digits (e.g. Ab12Cd)',
    scriptUrl: (id) => `https://www.goftino.com/widget/${encodeURIComponent(id)}`,
    scriptOrigins: ['https://*.goftino.com'],
    csp: {
      'connect-src': ['https://*.goftino.com', 'wss://*.goftino.com'],
      'img-src': ['https://*.goftino.com'],
      'font-src': ['https://*.goftino.com'],
      'frame-src': ['https://*.goftino.com'],
      'media-src': ['https://*.goftino.com'],
      'style-src': ['https://*.goftino.com', INLINE_STYLES],
    },
    prepare: () => undefined,
    onReady: (win, callback) => win.addEventListener('goftino_ready', callback, { once: true }),
    open: (win) => callApi(win, 'Goftino', 'open'),
  },
  raychat: {
    idPattern: UUID,
    idHint: 'a Raychat token is a UUID',
    scriptUrl: () => 'https://widget-react.raychat.io/install/widget.js',
    scriptOrigins: ['https://*.raychat.io'],
    csp: {
      'connect-src': ['https://*.raychat.io', 'wss://*.raychat.io'],
      'img-src': ['https://*.raychat.io'],
      'font-src': ['https://*.raychat.io'],
      'frame-src': ['https://*.raychat.io'],
      'media-src': ['https://*.raychat.io'],
      'style-src': ['https://*.raychat.io', INLINE_STYLES],
    },
    prepare: (win, id) => {
      win['RAYCHAT_TOKEN'] = id;
    },
    onReady: (win, callback) => win.addEventListener('raychat_ready', callback, { once: true }),
    open: (win) => callApi(win, 'Raychat', 'open'),
  },
  crisp: {
    idPattern: UUID,
    idHint: 'a Crisp website id is a UUID',
    scriptUrl: () => 'https://client.crisp.chat/l.js',
    scriptOrigins: ['https://client.crisp.chat', 'https://settings.crisp.chat'],
    csp: {
      'connect-src': [
        'https://client.crisp.chat',
        'https://storage.crisp.chat',
        'wss://client.relay.crisp.chat',
        'wss://stream.relay.crisp.chat',
        'wss://client.relay.rescue.crisp.chat',
      ],
      'img-src': ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
      'font-src': ['https://client.crisp.chat'],
      'frame-src': ['https://game.crisp.chat'],
      'media-src': ['https://client.crisp.chat'],
      'style-src': ['https://client.crisp.chat', INLINE_STYLES],
    },
    prepare: (win, id) => {
      win['CRISP_WEBSITE_ID'] = id;
      crispQueue(win);
    },
    onReady: (win, callback) => void crispQueue(win).push(['on', 'session:loaded', callback]),
    open: (win) => void crispQueue(win).push(['do', 'chat:open']),
  },
};

export const isChatVendor = (value: string): value is ChatVendor => CHAT_VENDORS.includes(value as ChatVendor);
