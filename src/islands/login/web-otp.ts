import { useEffect, useRef } from 'react';

// docs/data-budget.md "Codes that fill themselves": where the browser offers the WebOTP API
// (Chrome on Android), the code of the SMS whose last line is `@<this host> #<code>` is handed to
// the page once the viewer agrees, and the code step fills and submits it. Elsewhere nothing
// happens: the field's autocomplete="one-time-code" lets Safari offer the code, and typing works
// everywhere.

/** The part of the Credential Management API the WebOTP API adds (not in TypeScript's DOM library yet). */
interface OtpCredential {
  code: string;
}

/** Whether this browser has the WebOTP API (OTPCredential, and navigator.credentials to ask). */
export const hasWebOtp = (): boolean =>
  typeof window !== 'undefined' && 'OTPCredential' in window && Boolean(navigator.credentials?.get);

/**
 * Asks the browser for the code of an incoming SMS, until `signal` aborts: the code, or null when
 * the browser gives none (no API, aborted, refused by the viewer, timed out).
 */
export async function receiveCode(signal: AbortSignal): Promise<string | null> {
  if (!hasWebOtp()) return null;
  try {
    const credential = (await navigator.credentials.get({
      otp: { transport: ['sms'] },
      signal,
    } as CredentialRequestOptions)) as unknown as OtpCredential | null;
    return typeof credential?.code === 'string' ? credential.code : null;
  } catch {
    // AbortError when the step closes, NotAllowedError when the viewer declines: typing remains.
    return null;
  }
}

/**
 * While the code step shows (`active`), waits for the SMS's code and hands it to `onCode`. The
 * request is aborted when the step goes away (the modal closes, 'edit mobile', a login) or a
 * new code is asked for (`attempt` changes), so no stale code arrives later.
 */
export function useWebOtp(onCode: (code: string) => void, active = true, attempt: unknown = null): void {
  const latest = useRef(onCode);
  latest.current = onCode;
  useEffect(() => {
    if (!active || !hasWebOtp()) return;
    const controller = new AbortController();
    void receiveCode(controller.signal).then((code) => {
      if (code !== null && !controller.signal.aborted) latest.current(code);
    });
    return () => controller.abort();
  }, [active, attempt]);
}
