// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateOnInteraction } from '../../src/lib/hydration/on-interaction';

// client:interaction (src/lib/hydration/on-interaction.ts): an island hydrates on first use; what
// the visitor did while its code loaded reaches it afterwards.

/** An island's element with a button and a link, and a hydrate() whose end the test decides. */
function island(options: unknown = true) {
  document.body.innerHTML =
    '<astro-island><button type="button">b</button><a href="#next">l</a><select><option>1</option><option>2</option></select></astro-island>';
  const el = document.querySelector('astro-island') as HTMLElement;
  let finish: () => void = () => {};
  const hydrate = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const load = vi.fn(async () => hydrate);
  hydrateOnInteraction(load, { value: options }, el);
  return { el, load, hydrate, finish: () => finish() };
}

/** Lets pending work run: promises, then two rounds of timers (hydrating, then the idle callback). */
const settle = () => new Promise((resolve) => setTimeout(() => setTimeout(resolve, 0), 0));

// The held actions are handed over when the browser is next idle (jsdom has no idle callbacks).
beforeEach(() => vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0)));

afterEach(() => {
  document.body.innerHTML = '';
  document.cookie = 'filtercontents=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.unstubAllGlobals();
});

describe('client:interaction', () => {
  it('loads nothing until the visitor uses the island', async () => {
    const { load } = island();
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it.each(['pointerdown', 'focusin', 'keydown', 'touchstart'])('starts loading on %s inside it, once', async (type) => {
    const { el, load } = island();
    el.querySelector('button')!.dispatchEvent(new Event(type, { bubbles: true }));
    el.querySelector('button')!.dispatchEvent(new Event(type, { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading when a popover inside it is about to open (beforetoggle does not bubble)', async () => {
    const { el, load } = island();
    el.querySelector('button')!.dispatchEvent(new Event('beforetoggle'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds a click made while loading and clicks again once hydrated', async () => {
    const { el, finish } = island();
    const button = el.querySelector('button')!;
    const clicks: boolean[] = [];
    button.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    button.click(); // wakes it and is held: the island's handler is not there yet
    await settle();
    expect(clicks).toEqual([]);
    finish();
    await settle();
    expect(clicks).toEqual([false]);
    button.click(); // hydrated: clicks go straight through
    expect(clicks).toEqual([false, false]);
  });

  it('hands held actions over once the page is idle after hydrating, with those made meanwhile, in order', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { el, finish } = island();
    const button = el.querySelector('button')!;
    const select = el.querySelector('select')!;
    const seen: string[] = [];
    button.addEventListener('click', () => seen.push('click'));
    select.addEventListener('change', () => seen.push(`change ${select.value}`));
    button.click();
    await settle();
    finish();
    await settle();
    // Hydrated, not yet idle: the island's first effects may still run, so this waits too.
    select.value = '2';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).toEqual([]);
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(seen).toEqual(['click', 'change 2']);
    button.click();
    expect(seen).toEqual(['click', 'change 2', 'click']);
  });

  it('cancels a held link click, so it does not navigate before the island decides', async () => {
    const { el } = island();
    const link = el.querySelector('a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('hands a select change made while loading to the hydrated island', async () => {
    const { el, finish } = island();
    const select = el.querySelector('select')!;
    const seen: string[] = [];
    select.dispatchEvent(new Event('focusin', { bubbles: true }));
    select.value = '2';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    select.addEventListener('change', () => seen.push(select.value));
    await settle();
    expect(seen).toEqual([]);
    finish();
    await settle();
    expect(seen).toEqual(['2']);
  });

  it('clicks again on an icon inside a button, which has no click() of its own (an SVG)', async () => {
    document.body.innerHTML =
      '<astro-island><button type="button"><svg><circle r="1"></circle></svg></button></astro-island>';
    const el = document.querySelector('astro-island') as HTMLElement;
    let finish: () => void = () => {};
    hydrateOnInteraction(async () => () => new Promise<void>((resolve) => (finish = resolve)), { value: true }, el);
    const button = el.querySelector('button')!;
    const clicks: EventTarget[] = [];
    button.addEventListener('click', (event) => clicks.push(event.target!));
    const icon = el.querySelector('circle')!;
    icon.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await settle();
    expect(clicks).toEqual([]);
    finish();
    await settle();
    expect(clicks).toEqual([icon]);
  });

  it('puts back a choice that hydration undid, and hands it over once', async () => {
    const { el, finish } = island();
    const select = el.querySelector('select')!;
    const seen: string[] = [];
    select.dispatchEvent(new Event('focusin', { bubbles: true }));
    select.value = '2';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    select.addEventListener('change', () => seen.push(select.value));
    await settle();
    select.value = '1'; // hydrating: the controlled select takes the server's value again
    finish();
    await settle();
    expect(seen).toEqual(['2']);
    expect(select.value).toBe('2');
  });

  it('keeps the choice a select said at its input event, which hydration undoes before its change', async () => {
    const { el, finish } = island();
    const select = el.querySelector('select')!;
    const seen: string[] = [];
    select.dispatchEvent(new Event('focusin', { bubbles: true }));
    // A native select fires input, then change. React hydrates at once on the input (a discrete
    // event) and sets the controlled select back to the server's value before the change.
    select.addEventListener('input', () => (select.value = '1'));
    select.value = '2';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    select.addEventListener('change', () => seen.push(select.value));
    await settle();
    finish();
    await settle();
    expect(seen).toEqual(['2']);
    expect(select.value).toBe('2');
  });

  it('puts back a checkbox ticked while loading', async () => {
    document.body.innerHTML = '<astro-island><input type="checkbox"></astro-island>';
    const el = document.querySelector('astro-island') as HTMLElement;
    let finish: () => void = () => {};
    hydrateOnInteraction(async () => () => new Promise<void>((resolve) => (finish = resolve)), { value: true }, el);
    const box = el.querySelector('input')!;
    const seen: boolean[] = [];
    box.checked = true;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    box.addEventListener('change', () => seen.push(box.checked));
    await settle();
    box.checked = false;
    finish();
    await settle();
    expect(seen).toEqual([true]);
  });

  it('performs held clicks anyway when the code fails to load', async () => {
    document.body.innerHTML = '<astro-island><button type="button">b</button></astro-island>';
    const el = document.querySelector('astro-island') as HTMLElement;
    const failing = vi.fn(async () => {
      throw new Error('chunk failed');
    });
    hydrateOnInteraction(failing, { value: true }, el);
    const button = el.querySelector('button')!;
    const clicks: number[] = [];
    button.addEventListener('click', () => clicks.push(1));
    button.click();
    await settle();
    await settle();
    expect(clicks).toEqual([1]);
  });

  it('wakes on its window event (another island opening its dialog)', async () => {
    const { load } = island({ event: 'login-modal:open' });
    window.dispatchEvent(new Event('login-modal:open'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hydrates when idle when its cookie is set, and not otherwise', async () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    const without = island({ cookie: 'filtercontents' });
    await settle();
    expect(without.load).not.toHaveBeenCalled();
    document.cookie = 'filtercontents=?age=PG; path=/';
    const withCookie = island({ cookie: 'filtercontents' });
    await settle();
    expect(withCookie.load).toHaveBeenCalledTimes(1);
  });
});
