// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChatFacade, { CHAT_SCRIPT_ID, CHAT_USED_KEY } from '../../src/islands/ChatFacade';

// spec §2 Layouts: the live chat behind a facade, so it costs nothing at first paint. The vendor's
// script is injected on the first click, or when idle for a visitor who has chatted before.

const UUID = '0b5a3f0e-8d0c-4c39-9a57-1f1b2c3d4e5f';
const vendorScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src^="https://"]')];
const win = window as unknown as Record<string, unknown>;

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  localStorage.clear();
  for (const name of ['Goftino', 'Raychat', 'RAYCHAT_TOKEN', 'CRISP_WEBSITE_ID', '$crisp']) delete win[name];
  vi.unstubAllGlobals();
});

describe('the chat facade', () => {
  it('is a labelled button and loads no script before a click', async () => {
    render(<ChatFacade locale="fa" vendor="goftino" id="Ab12Cd" />);
    expect(await screen.findByRole('button', { name: 'پشتیبانی آنلاین' })).toBeTruthy();
    expect(vendorScripts()).toEqual([]);
  });

  it('injects exactly one script with the id on click, however often it is clicked', async () => {
    const user = userEvent.setup();
    render(<ChatFacade locale="en" vendor="goftino" id="Ab12Cd" />);
    const button = await screen.findByRole('button', { name: 'Support chat' });
    await user.click(button);
    await user.click(button);
    expect(vendorScripts().map((s) => [s.id, s.src, s.async])).toEqual([
      [CHAT_SCRIPT_ID, 'https://www.goftino.com/widget/Ab12Cd', true],
    ]);
    expect(localStorage.getItem(CHAT_USED_KEY)).toBe('1');
  });

  it('opens the chat and gives way to the vendor launcher once the widget is ready', async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    render(<ChatFacade locale="en" vendor="goftino" id="Ab12Cd" />);
    await user.click(await screen.findByRole('button', { name: 'Support chat' }));
    expect(screen.getByRole('button', { name: 'Loading the chat…' }).getAttribute('aria-busy')).toBe('true');
    win['Goftino'] = { open };
    act(() => void window.dispatchEvent(new Event('goftino_ready')));
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sets the globals raychat and crisp read before their script', async () => {
    const user = userEvent.setup();
    render(<ChatFacade locale="en" vendor="raychat" id={UUID} />);
    await user.click(await screen.findByRole('button', { name: 'Support chat' }));
    expect(win['RAYCHAT_TOKEN']).toBe(UUID);
    expect(vendorScripts()[0]?.src).toBe('https://widget-react.raychat.io/install/widget.js');
    cleanup();
    document.head.innerHTML = '';
    localStorage.clear(); // a first-time visitor again: nothing loads before the click
    render(<ChatFacade locale="en" vendor="crisp" id={UUID} />);
    await user.click(await screen.findByRole('button', { name: 'Support chat' }));
    expect(win['CRISP_WEBSITE_ID']).toBe(UUID);
    // Crisp runs its queue once loaded: the session-loaded callback asks it to open the chat.
    const queue = win['$crisp'] as unknown[][];
    const loaded = queue.find((command) => command[0] === 'on' && command[1] === 'session:loaded');
    act(() => (loaded?.[2] as () => void)());
    expect(queue).toContainEqual(['do', 'chat:open']);
    expect(vendorScripts().map((s) => s.src)).toEqual(['https://client.crisp.chat/l.js']);
  });

  it('offers a retry when the script fails to load, and loads it again then', async () => {
    const user = userEvent.setup();
    render(<ChatFacade locale="en" vendor="goftino" id="Ab12Cd" />);
    await user.click(await screen.findByRole('button', { name: 'Support chat' }));
    act(() => void vendorScripts()[0]?.dispatchEvent(new Event('error')));
    expect(vendorScripts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'The chat did not load; try again' }));
    expect(vendorScripts()).toHaveLength(1);
  });

  it('loads when the browser is idle for a visitor who has chatted before, without opening', async () => {
    localStorage.setItem(CHAT_USED_KEY, '1');
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const open = vi.fn();
    render(<ChatFacade locale="en" vendor="goftino" id="Ab12Cd" />);
    await screen.findByRole('button', { name: 'Support chat' });
    expect(vendorScripts()).toEqual([]);
    act(() => idle.forEach((callback) => callback()));
    expect(vendorScripts()).toHaveLength(1);
    win['Goftino'] = { open };
    act(() => void window.dispatchEvent(new Event('goftino_ready')));
    expect(open).not.toHaveBeenCalled();
  });

  it('waits for a click from a first-time visitor even when idle', async () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    render(<ChatFacade locale="en" vendor="goftino" id="Ab12Cd" />);
    await screen.findByRole('button', { name: 'Support chat' });
    expect(idle).not.toHaveBeenCalled();
    expect(vendorScripts()).toEqual([]);
  });

  it('renders nothing on the server', async () => {
    const { renderToString } = await import('react-dom/server');
    expect(renderToString(<ChatFacade locale="fa" vendor="crisp" id={UUID} />)).toBe('');
  });
});
