// @ts-check
// docs/operations.md "Outgrowing one machine": behind a reverse proxy that ends TLS, the proxy's
// X-Forwarded-Proto and X-Forwarded-For say what the visitor used (cookies get Secure, the login
// code limits count the visitor's address, not the proxy's). Only ever applied behind such a
// proxy (TRUST_PROXY=1): otherwise anyone could claim any address.

/**
 * Each socket's own peer address, kept before the first request's forwarded address hides it:
 * a keep-alive connection carries many requests (a proxy's, from many visitors), and a request
 * without the header must not inherit the address of the one before it.
 * @type {WeakMap<object, string | undefined>}
 */
const peers = new WeakMap();

/**
 * The adapter takes the protocol from the socket and the client address from its peer; behind a
 * trusted proxy both come from this request's proxy headers instead (the proxy appends the address
 * it saw last, so the last entry is the one no client could forge), else from the socket itself.
 * @param {{ headers: Record<string, string | string[] | undefined>, socket: object & { remoteAddress?: string } }} req
 */
export function applyProxyHeaders(req) {
  const { socket } = req;
  if (!peers.has(socket)) peers.set(socket, socket.remoteAddress);
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim();
  Object.defineProperty(socket, 'encrypted', { value: proto === 'https', configurable: true, writable: true });
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .pop()
    ?.trim();
  Object.defineProperty(socket, 'remoteAddress', { value: forwarded || peers.get(socket), configurable: true });
}
