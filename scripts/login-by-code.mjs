// The real login as a script does it (the load bench, the payments drill): ask for a code, read
// it where the server sent it (the SMS relay of a production-mode server, else the demo outbox
// /api/dev/sms of a development server), log in. Requests come as a browser behind the TLS proxy
// at `address` (the send-code limits are per address).

/** @typedef {(mobile: string) => string | null | Promise<string | null>} CodeReader */

/** The demo outbox of a development server (SMS_DRIVER=outbox). @param {string} base @returns {CodeReader} */
export const outboxCodes = (base) => async (mobile) =>
  (await (await fetch(`${base}/api/dev/sms?mobile=${mobile}`)).json()).code ?? null;

/**
 * Logs `mobile` in on the site at `base`; answers the login's status and its session cookie
 * ("auth_token=…"), or null when there is none.
 * @param {string} base @param {string} mobile @param {string} address @param {CodeReader} [codeOf]
 */
export async function logInByCode(base, mobile, address, codeOf = outboxCodes(base)) {
  const headers = {
    'content-type': 'application/json',
    origin: base.replace(/^http:/, 'https:'),
    'x-forwarded-for': address,
    'x-forwarded-proto': 'https',
  };
  await fetch(`${base}/api/v1/login/send-code`, { method: 'POST', headers, body: JSON.stringify({ mobile }) });
  const code = await codeOf(mobile);
  const login = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ mobile, password: code }),
  });
  const cookie = login.headers.getSetCookie().find((line) => line.startsWith('auth_token='));
  return { status: login.status, cookie: cookie ? (cookie.split(';')[0] ?? null) : null };
}
