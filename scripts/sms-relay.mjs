// @ts-check
// An SMS relay on this machine for SMS_DRIVER=webhook (src/provider/domain/auth/sms.ts): keeps
// every message it is handed, the way a phone would. The production-mode servers of the scripts
// and tests (scripts/production-server.mjs) send their codes here, since production serves no
// demo inbox (/api/dev/sms) to read them from.
import http from 'node:http';

/**
 * Starts the relay on a free loopback port; answers its URL, the last code sent to a number, and
 * a close.
 */
export async function startSmsRelay() {
  /** @type {Map<string, string[]>} */
  const inbox = new Map();
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > 16_384) req.destroy();
    });
    req.on('end', () => {
      try {
        const { receptor, message } = JSON.parse(body);
        if (typeof receptor !== 'string' || typeof message !== 'string') throw new Error('not a message');
        inbox.set(receptor, [...(inbox.get(receptor) ?? []), message]);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}/sms`,
    /** Every message sent to `mobile` (09… form), oldest first. @param {string} mobile */
    messages: (mobile) => inbox.get(mobile) ?? [],
    /** The code of the last message sent to `mobile` (its first run of 4+ digits), or null. @param {string} mobile */
    lastCode: (mobile) => /(\d{4,})/.exec(inbox.get(mobile)?.at(-1) ?? '')?.[1] ?? null,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
