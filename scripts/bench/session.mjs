// A logged-in visitor's session cookie for the bench's pages behind login (/plan): the login's
// own calls through the storefront's gateway, with the code the demo outbox caught
// (GET /api/dev/sms, served only with a demo SMS driver, as the bench's server runs).

/** The `Cookie` header of a session for `mobile` on the site at `origin`. */
export async function sessionCookie(origin, mobile) {
  const post = (path, body) =>
    fetch(`${origin}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });
  const sent = await post('/login/send-code', { mobile });
  if (!sent.ok) throw new Error(`send-code answered ${sent.status}`);
  let code = '';
  for (let i = 0; i < 50 && !code; i++) {
    const inbox = await fetch(`${origin}/api/dev/sms?mobile=${mobile}`);
    if (inbox.ok) code = (await inbox.json()).code ?? '';
    if (!code) await new Promise((done) => setTimeout(done, 100));
  }
  if (!/^\d{4}$/.test(code)) throw new Error('no login code in the demo outbox');
  const login = await post('/login', { mobile, password: code });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const cookies = login.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (cookies.length === 0) throw new Error('the login set no cookie');
  return cookies.join('; ');
}
