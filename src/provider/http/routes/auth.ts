import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { normalizeMobile } from '../../../contract/rules/mobile';
import { toLatinDigits } from '../../../contract/rules/digits';
import { bearerToken } from '../../domain/auth/viewer';
import { sendCode, verifyCode } from '../../domain/auth/otp';
import { revokeSession } from '../../domain/auth/sessions';
import type { ProviderEnv } from '../env';
import { ProviderError } from '../../errors';
import { validate } from '../validate';
import { clientAddress } from '../viewer';
import { requestHost } from './site';
import { webOtpHost } from '../../domain/auth/sms';
import { log } from '../../../ops/logger';

const MOBILE_HINT = 'Enter your mobile number correctly';

/** spec §5 Mobile: any accepted form becomes 09XXXXXXXXX; anything else is refused. */
const mobileField = z
  .string()
  .max(32, MOBILE_HINT)
  .transform((value, ctx) => {
    const mobile = normalizeMobile(value);
    if (!mobile) ctx.addIssue({ code: 'custom', message: MOBILE_HINT });
    return mobile ?? '';
  });

/** spec §5 Referral: a number (0 when absent or not numeric on the client side). */
const refField = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0);

const sendCodeBody = z.object({ mobile: mobileField, ref: refField });

/** spec §5 Code: 4 digits, numeric, required (Persian and Arabic digits read as Latin). */
const loginBody = z.object({
  mobile: mobileField,
  password: z
    .string()
    .transform((value) => toLatinDigits(value).trim())
    .pipe(z.string().regex(/^\d{4}$/, 'The code entered is incorrect or has expired')),
});

const logout = async (c: Context<ProviderEnv>) => {
  const token = bearerToken(c.req.header('authorization'));
  if (token) await revokeSession(c.var.db, token, new Date());
  return c.json({ data: { logged_out: true } });
};

/** spec §4 Auth: login by SMS code, logout. */
export const authRoutes = new Hono<ProviderEnv>()
  .post('/login/send-code', validate('json', sendCodeBody), async (c) => {
    const { mobile, ref } = c.req.valid('json');
    try {
      const host = webOtpHost(requestHost(c));
      const data = await sendCode(
        c.var.db,
        c.var.settings.sms,
        mobile,
        ref,
        clientAddress(c),
        new Date(),
        host,
        c.var.settings.loginSendsPerAddressHour,
      );
      return c.json({ data, message: 'The code was sent.', message_fa: 'کد ورود پیامک شد.' });
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      log.error({ err: error }, 'sending the login code failed');
      throw new ProviderError(
        502,
        'The code could not be sent. Try again.',
        'ارسال پیامک انجام نشد. لطفاً دوباره تلاش کنید.',
      );
    }
  })
  .post('/login', validate('json', loginBody), async (c) => {
    const { mobile, password } = c.req.valid('json');
    const data = await verifyCode(c.var.db, mobile, password, clientAddress(c));
    // spec §7 POST /login: "response field token", read at the top level by the original client's
    // auth module (propertyName 'token'); data keeps it too for readers of the envelope.
    return c.json({ token: data.token, data });
  })
  .post('/logout', logout)
  // spec §7 GET /logout?2: called on a 401.
  .get('/logout', logout);
