import { describe, expect, it, vi } from 'vitest';
import { chatSettings, parseConfig } from '../../src/config';
import { allowChat, chatCsp } from '../../src/lib/server/chat-csp';
import { CHAT_VENDORS, VENDOR_TABLE } from '../../src/lib/rules/chat-vendors';

const UUID = '0b5a3f0e-8d0c-4c39-9a57-1f1b2c3d4e5f';

describe('the live chat configuration (CHAT_VENDOR, CHAT_ID)', () => {
  it('is off when unset or empty', () => {
    expect(chatSettings(parseConfig({}))).toBeNull();
    expect(chatSettings(parseConfig({ CHAT_VENDOR: '', CHAT_ID: '' }))).toBeNull();
  });

  it.each([
    ['goftino', 'Ab12Cd'],
    ['raychat', UUID],
    ['crisp', UUID],
  ])('accepts %s with id %s', (vendor, id) => {
    expect(chatSettings(parseConfig({ CHAT_VENDOR: vendor, CHAT_ID: id }))).toEqual({ vendor, id });
  });

  it.each([
    [{ CHAT_VENDOR: 'intercom', CHAT_ID: 'x1' }, 'CHAT_VENDOR'],
    [{ CHAT_VENDOR: 'crisp' }, 'CHAT_ID: required'],
    [{ CHAT_ID: UUID }, 'CHAT_VENDOR: required'],
    [{ CHAT_VENDOR: 'crisp', CHAT_ID: 'not-a-uuid' }, 'UUID'],
    [{ CHAT_VENDOR: 'raychat', CHAT_ID: 'abc' }, 'UUID'],
    [{ CHAT_VENDOR: 'goftino', CHAT_ID: 'ab"><script>' }, 'Goftino'],
  ])('stops start-up on %j with a message naming %s', (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });
});

describe('the vendor table', () => {
  it.each([
    ['goftino', 'Ab12Cd', 'https://www.goftino.com/widget/Ab12Cd'],
    ['raychat', UUID, 'https://widget-react.raychat.io/install/widget.js'],
    ['crisp', UUID, 'https://client.crisp.chat/l.js'],
  ] as const)('loads %s from its own origin', (vendor, id, url) => {
    expect(VENDOR_TABLE[vendor].scriptUrl(id)).toBe(url);
  });

  it.each(CHAT_VENDORS)('allows the script origin of %s in script-src, with the site itself first', (vendor) => {
    const { scriptResources } = chatCsp(vendor);
    expect(scriptResources[0]).toBe("'self'");
    const scriptHost = new URL(VENDOR_TABLE[vendor].scriptUrl(UUID)).host;
    const allowed = scriptResources.slice(1).some((source) => {
      const host = new URL(source.replace('*.', 'wildcard.')).host;
      return (
        host === scriptHost || (host.startsWith('wildcard.') && scriptHost.endsWith(host.slice('wildcard'.length)))
      );
    });
    expect(allowed).toBe(true);
  });

  it.each(CHAT_VENDORS)('keeps the site itself in every directive %s adds', (vendor) => {
    const { directives, styleResources } = chatCsp(vendor);
    expect(styleResources[0]).toBe("'self'");
    expect(directives.length).toBeGreaterThan(0);
    for (const directive of directives) expect(directive.split(' ')[1]).toBe("'self'");
    expect(directives.some((d) => d.startsWith('connect-src') && d.includes('wss://'))).toBe(true);
  });

  it('adds nothing of one vendor to another', () => {
    expect(JSON.stringify(chatCsp('crisp'))).not.toMatch(/goftino|raychat/);
    expect(JSON.stringify(chatCsp('goftino'))).not.toMatch(/crisp|raychat/);
  });
});

describe('allowChat() (Astro runtime CSP API)', () => {
  it('hands every addition to the page being rendered', () => {
    const csp = {
      insertDirective: vi.fn(),
      insertScriptResource: vi.fn(),
      insertStyleResource: vi.fn(),
      insertScriptHash: vi.fn(),
      insertStyleHash: vi.fn(),
    };
    allowChat(csp, 'crisp');
    expect(csp.insertScriptResource.mock.calls.map(([source]) => source)).toEqual([
      "'self'",
      'https://client.crisp.chat',
      'https://settings.crisp.chat',
    ]);
    expect(csp.insertDirective).toHaveBeenCalledWith(
      expect.stringMatching(/^connect-src 'self' .*wss:\/\/client\.relay\.crisp\.chat/),
    );
    expect(csp.insertStyleResource).toHaveBeenCalledWith("'unsafe-inline'");
  });

  it('does nothing where the page has no policy', () => {
    expect(() => allowChat(undefined, 'goftino')).not.toThrow();
  });
});
