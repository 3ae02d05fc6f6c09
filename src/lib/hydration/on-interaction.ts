// A client directive, client:interaction (astro.config.mjs): the island hydrates on the
// visitor's first sign of using it, so a page loads no React before someone touches an island
// (ARCHITECTURE.md §4; docs/decisions/0001-react-islands-on-first-use.md). The server HTML works meanwhile
// (links, GET forms, the popover attribute); an event that arrives while the island's code is
// still loading is held and handed to the island once it has hydrated, so the first tap is
// never lost. Browser-only: Astro inlines this module into the pages that use the directive.

type Hydrate = () => Promise<void>;
type Load = () => Promise<Hydrate>;

export interface InteractionOptions {
  /** Also hydrate when this window event fires (a store opening the island's dialog). */
  event?: string;
  /** Also hydrate at idle when this cookie is set (state that must apply at start-up). */
  cookie?: string;
  /**
   * Stylesheets the island draws with that the page does not link (src/styles/sheets.ts): fetched
   * beside its code and applied before it hydrates, so it never draws unstyled.
   */
  styles?: string[];
}

/** Signs of intent: the code starts loading before the click that usually follows. */
const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart', 'beforetoggle'] as const;
/** Actions held while the code loads, then handed over (or performed natively if it fails). */
const HELD_EVENTS = ['click', 'submit', 'change'] as const;

const hasCookie = (name: string) => document.cookie.split('; ').some((pair) => pair.startsWith(`${name}=`));

const optionsOf = (value: unknown): InteractionOptions =>
  typeof value === 'string' ? { event: value } : typeof value === 'object' && value ? value : {};

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** What a visitor chose in a form control: its value, or whether a checkbox or radio is checked. */
type Choice = { property: 'value'; value: string } | { property: 'checked'; value: boolean };

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

const choiceOf = (control: Control): Choice =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
    ? { property: 'checked', value: control.checked }
    : { property: 'value', value: control.value };

/**
 * Puts a choice back into its control. Hydration sets a controlled control to the value the
 * server drew, which undid a choice made meanwhile; the prototype's setter is the platform's
 * own, so React sees the control change (it wraps the element's own setter to track its value).
 */
function restore(control: Control, choice: Choice) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), choice.property)?.set?.call(control, choice.value);
}

/** The stylesheet at `href` applied to the page: linked now unless it is, answered once loaded. */
function applyStylesheet(href: string): Promise<void> {
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (link) => link.getAttribute('href') === href,
  );
  if (linked?.sheet) return Promise.resolve();
  const link = linked ?? Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const loaded = new Promise<void>((resolve) => {
    // A sheet that fails to load must not keep the island asleep: it draws unstyled instead.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  if (!linked) document.head.append(link);
  return loaded;
}

/** A click again, on an HTML element or on an SVG icon inside a button (which has no click()). */
function clickAgain(target: Element) {
  if (target instanceof HTMLElement) target.click();
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
}

export function hydrateOnInteraction(load: Load, options: { value: unknown }, el: HTMLElement): void {
  const { event: wakeEvent, cookie, styles = [] } = optionsOf(options.value);
  let phase: 'waiting' | 'loading' | 'done' = 'waiting';
  const held: { event: Event; choice: Choice | null }[] = [];
  /**
   * What each control held when its input event came. A native select fires input, then change;
   * React hydrates the island at once on the input (a discrete event) and sets a controlled
   * select back to the value the server drew, so by the change the control no longer says what
   * the visitor chose.
   */
  const typed = new WeakMap<Control, Choice>();

  const hold = (event: Event) => {
    if (phase === 'done') return;
    wake();
    event.preventDefault();
    event.stopImmediatePropagation();
    const { target } = event;
    held.push({
      event,
      choice: event.type === 'change' && isControl(target) ? (typed.get(target) ?? choiceOf(target)) : null,
    });
  };
  const onInput = (event: Event) => {
    if (phase !== 'done' && isControl(event.target)) typed.set(event.target, choiceOf(event.target));
  };
  const onIntent = (event: Event) => {
    // A mouse passing over is intent enough to start loading; a touch starts with pointerdown.
    if (event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'mouse') return;
    wake();
  };
  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    for (const type of [...WAKE_EVENTS, 'pointerover']) el[method](type, onIntent, { capture: true, passive: true });
    for (const type of HELD_EVENTS) el[method](type, hold, { capture: true });
    el[method]('input', onInput, { capture: true, passive: true });
    if (wakeEvent) window[method](wakeEvent, wake);
  };

  /**
   * The held events again, each once, on their targets: React's listeners (or the browser's
   * defaults) take them. A change first puts back what the visitor chose.
   */
  const replay = () => {
    listen(false);
    for (const { event, choice } of held.splice(0)) {
      const target = event.target;
      if (!(target instanceof Element) || !target.isConnected) continue;
      if (event.type === 'click') clickAgain(target);
      else if (event.type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
      else if (event.type === 'change') {
        if (choice && isControl(target)) restore(target, choice);
        target.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }
  };

  const finish = () => {
    phase = 'done';
    replay();
  };

  async function wake() {
    if (phase !== 'waiting') return;
    phase = 'loading';
    try {
      const [hydrate] = await Promise.all([load(), ...styles.map(applyStylesheet)]);
      await hydrate();
    } catch {
      // The code failed to load: Astro reports it (astro:hydration-error) and the chunk-reload
      // guard acts (lib/chunk-reload.ts); the held actions fall back to the server HTML now.
      finish();
      return;
    }
    // React hydrates in a transition after hydrate() returns, and the island's first effects
    // (listeners, the state it starts from, a re-render that sets controlled values back) run
    // after that: the held actions, and any made meanwhile, wait until the page is idle, so they
    // reach a settled island and none is undone.
    whenIdle(finish);
  }

  listen(true);
  if (cookie && hasCookie(cookie)) whenIdle(() => void wake());
}

/** Runs `task` when the browser is idle (within 2 s). */
function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

export default hydrateOnInteraction;
