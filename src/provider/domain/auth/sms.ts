import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';

/**
 * Sends a code to a number: a login code, or a screening ticket's (body given). Drivers: console
 * and outbox (demo), kavenegar (a real gateway).
 */
export interface SmsDriver {
  readonly demo: boolean;
  send(db: Db, mobile: string, code: string, now: Date, body?: string): Promise<void>;
}

export const codeMessage = (code: string) => `کد ورود شما: ${code}\nاین کد را به کسی ندهید.`;

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
