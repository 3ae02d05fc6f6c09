import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';

/**
 * Sends a code to a number: a login code, or a screening ticket's (body given). Drivers: console
 * and outbox (demo), kavenegar (a real gateway), webhook (the operator's own relay).
 */
export interface SmsDriver {
  readonly demo: boolean;
  send(db: Db, mobile: string, code: string, now: Date, body?: string): Promise<void>;
}

/**
 * The login code's text. With the site's host, its last line is the origin-bound code
 * (`@host #code`, WICG "Origin-bound one-time codes delivered via SMS"), which the WebOTP API and
 * Safari's one-time-code autofill read to offer the code to that site alone (docs/data-budget.md
 * "Codes that fill themselves").
 */
export const codeMessage = (code: string, host?: string) =>
  `کد ورود شما: ${code}\nاین کد را به کسی ندهید.${host ? `\n\n@${host} #${code}` : ''}`;

/**
 * The host an origin-bound code names: the request's host without its port (the format names a
 * host, and an https origin on its default port has none), or nothing for a host that is not a
 * plain name (an IPv6 literal), whose code then goes without that line.
 */
export function webOtpHost(host: string | undefined): string | undefined {
  const name = host?.trim().toLowerCase().replace(/:\d+$/, '');
  return name && /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/.test(name) ? name : undefined;
}

/** Keeps the message, as a phone would: the demo's /api/dev/sms and the tests read it back. */
export const outboxDriver: SmsDriver = {
  demo: true,
  async send(db, mobile, code, now, body = codeMessage(code)) {
    await db.insert(smsOutbox).values({ mobile, code, body, sentAt: now });
  },
};

/**
 * The outbox, plus the code in the server log: for a developer at a terminal only. The one log
 * line that carries a code and a number, so the configuration refuses it in production.
 */
export const consoleDriver: SmsDriver = {
  demo: true,
  async send(db, mobile, code, now, body) {
    await outboxDriver.send(db, mobile, code, now, body);
    console.info(`[sms] code for ${mobile}: ${code}`);
  },
};

/** Kavenegar's send API (https://kavenegar.com/rest.html): the key in the path, form fields. */
export function kavenegarDriver(apiKey: string, sender: string | undefined, fetcher: typeof fetch = fetch): SmsDriver {
  return {
    demo: false,
    async send(_db, mobile, code, _now, text = codeMessage(code)) {
      const body = new URLSearchParams({ receptor: mobile, message: text, ...(sender ? { sender } : {}) });
      const response = await fetcher(`https://api.kavenegar.com/v1/${encodeURIComponent(apiKey)}/sms/send.json`, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

/**
 * The operator's own SMS relay (SMS_DRIVER=webhook): each message posted as JSON
 * `{ receptor, message }` to one URL, which answers 2xx once it has taken the message. Also how
 * the production-mode test servers read codes without a demo inbox (scripts/production-server.mjs).
 */
export function webhookDriver(url: string, fetcher: typeof fetch = fetch): SmsDriver {
  return {
    demo: false,
    async send(_db, mobile, code, _now, text = codeMessage(code)) {
      const response = await fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ receptor: mobile, message: text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS relay answered ${response.status}`);
    },
  };
}
