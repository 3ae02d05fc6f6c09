import { useEffect, useRef, useState } from 'react';
import { VENDOR_TABLE, type ChatVendor, type ChatWindow } from '../lib/rules/chat-vendors';
import { createTranslate, type Locale } from '../lib/i18n';

interface Props {
  locale: Locale;
  vendor: ChatVendor;
  id: string;
}

/** Set once the visitor has opened the chat: later pages then load it when idle (below). */
export const CHAT_USED_KEY = 'chat-used';
/** The injected vendor script carries this id, so a page never holds it twice. */
export const CHAT_SCRIPT_ID = 'support-chat-script';
/** requestIdleCallback's deadline: load by then even on a page that is never idle. */
const IDLE_TIMEOUT_MS = 5000;

type State = 'idle' | 'loading' | 'ready' | 'failed';

const chatUsed = () => {
  try {
    return localStorage.getItem(CHAT_USED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * Live chat support behind a facade (docs/decisions/0018-browsing-islands.md "Live chat"): the page shows only this small button, so the
 * vendor's script costs nothing at first paint. Decision: the script is injected on the first
 * click, since most visitors never chat and every load of a third-party widget costs data, main
 * thread time and a connection to another origin; a visitor who has chatted before gets it
 * when the browser is idle after load, so a conversation in progress shows its replies on every
 * page. The server renders nothing: without JavaScript there is no chat to offer.
 */
export default function ChatFacade({ locale, vendor, id }: Props) {
  const t = createTranslate(locale);
  const [mounted, setMounted] = useState(false);
  const [state, setState] = useState<State>('idle');
  // Vendor ready events cannot be unsubscribed (Crisp's queue): they act only while mounted.
  const alive = useRef(true);

  const load = (openOnReady: boolean) => {
    const win = window as unknown as ChatWindow;
    const entry = VENDOR_TABLE[vendor];
    if (document.getElementById(CHAT_SCRIPT_ID)) {
      // Already loading (the idle start): open it when it is up.
      if (openOnReady) entry.onReady(win, () => alive.current && entry.open(win));
      return;
    }
    setState('loading');
    entry.prepare(win, id);
    entry.onReady(win, () => {
      if (!alive.current) return;
      setState('ready');
      if (openOnReady) entry.open(win);
    });
    const script = document.createElement('script');
    script.id = CHAT_SCRIPT_ID;
    script.src = entry.scriptUrl(id);
    script.async = true;
    script.onerror = () => {
      script.remove(); // a later click tries again
      setState('failed');
    };
    document.head.append(script);
  };

  useEffect(() => {
    alive.current = true;
    setMounted(true);
    const stop = () => {
      alive.current = false;
    };
    if (!chatUsed()) return stop;
    const start = () => load(false);
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      return () => {
        stop();
        cancelIdleCallback(handle);
      };
    }
    const timer = setTimeout(start, 1);
    return () => {
      stop();
      clearTimeout(timer);
    };
    // Once per page: the vendor and id never change.
  }, []);

  // The vendor's own launcher replaces the facade once the widget is up.
  if (!mounted || state === 'ready') return null;
  return (
    <button
      className="chat-facade btn btn-primary"
      type="button"
      aria-busy={state === 'loading'}
      onClick={() => {
        try {
          localStorage.setItem(CHAT_USED_KEY, '1');
        } catch {
          // Storage blocked: the chat loads on click on every page instead.
        }
        load(true);
      }}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
        <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 6v2h2V9H7zm4 0v2h2V9h-2zm4 0v2h2V9h-2z" />
      </svg>
      <span>{state === 'loading' ? t('chat.loading') : state === 'failed' ? t('chat.retry') : t('chat.open')}</span>
    </button>
  );
}
