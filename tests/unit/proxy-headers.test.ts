import { describe, expect, it } from 'vitest';
import { applyProxyHeaders } from '../../src/lib/server/proxy-headers.mjs';

/** A socket whose peer address is its class's, as Node's net.Socket has it. */
class Socket {
  get remoteAddress(): string {
    return '127.0.0.1';
  }
}
const request = (socket: object, headers: Record<string, string> = {}) => ({ headers, socket });
const seen = (socket: object) => (socket as { remoteAddress?: string; encrypted?: boolean });

describe('applyProxyHeaders (TRUST_PROXY=1)', () => {
  it("takes the visitor's address from the proxy's last X-Forwarded-For entry, and https from its X-Forwarded-Proto", () => {
    const socket = new Socket();
    applyProxyHeaders(request(socket, { 'x-forwarded-for': '5.6.7.8, 10.0.0.9', 'x-forwarded-proto': 'https' }));
    expect(seen(socket)).toMatchObject({ remoteAddress: '10.0.0.9', encrypted: true });
  });

  it('gives each request on one keep-alive connection its own address, and the peer to a request without one', () => {
    const socket = new Socket();
    applyProxyHeaders(request(socket, { 'x-forwarded-for': '10.0.0.1' }));
    expect(seen(socket).remoteAddress).toBe('10.0.0.1');
    applyProxyHeaders(request(socket, { 'x-forwarded-for': '10.0.0.2' }));
    expect(seen(socket).remoteAddress).toBe('10.0.0.2');
    // No header: the connection's own peer, not the previous visitor (it was kept before).
    applyProxyHeaders(request(socket));
    expect(seen(socket)).toMatchObject({ remoteAddress: '127.0.0.1', encrypted: false });
  });
});
