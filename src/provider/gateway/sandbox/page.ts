import { createHash } from 'node:crypto';
import { SANDBOX_PATH } from './adapter';
import { SESSION_MS, STATE_NAMES, type BookRow } from './book';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const toman = (rial: number) => new Intl.NumberFormat('fa-IR').format(rial / 10);

/** The return page's one script: it sends the payer back at once (its hash is in the page's CSP). */
export const RETURN_SCRIPT = "document.getElementById('back').submit()";

/** The sandbox pages' policy: their own inline style, the return script by hash, forms to this origin. */
export const SANDBOX_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  `script-src 'sha256-${createHash('sha256').update(RETURN_SCRIPT).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A neutral page, plainly marked as a sandbox: no bank's logo, no card form. */
const shell = (title: string, body: string) => `<!doctype html>
<html lang="fa-IR" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>
body{font-family:Vazirmatn,Tahoma,sans-serif;background:#f4f4f4;color:#222;margin:0;padding:1rem}
main{max-width:30rem;margin:2rem auto;background:#fff;border:2px dashed #b45309;border-radius:.5rem;padding:1.5rem}
.badge{display:inline-block;background:#b45309;color:#fff;border-radius:.25rem;padding:.1rem .6rem;font-size:.85rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#555}
button{font:inherit;margin-block:.25rem;margin-inline-end:.5rem;padding:.5rem 1rem;border-radius:.3rem;border:1px solid #888;cursor:pointer}
.ok{background:#15803d;color:#fff;border-color:#15803d}
fieldset{border:0;padding:0;margin:1rem 0}
</style></head><body><main>
<p><span class="badge">sandbox · درگاه آزمایشی</span></p>
<h1>${escape(title)}</h1>${body}
<p><small>این صفحه درگاه آزمایشی است و هیچ پولی جابه‌جا نمی‌شود. This is a sandbox gateway: no money moves.</small></p>
</main></body></html>`;

/** The payer's page: succeed, fail, cancel or let the session time out (research/payments.md §7). */
export function payPage(row: BookRow, now = new Date()): string {
  if (row.state !== 0)
    return shell('پرداخت بسته شده است', `<p>وضعیت این تراکنش: ${escape(STATE_NAMES[row.state] ?? '')}</p>`);
  const minutesLeft = Math.max(0, Math.ceil((row.createdAt.getTime() + SESSION_MS - now.getTime()) / 60_000));
  return shell(
    'پرداخت در درگاه آزمایشی',
    `<dl><dt>مبلغ</dt><dd>${toman(row.amountRial)} تومان <bdi dir="ltr">(${row.amountRial} IRR)</bdi></dd>
<dt>شماره سفارش</dt><dd><bdi>${escape(row.resNum)}</bdi></dd>
<dt>زمان باقی‌مانده</dt><dd>${minutesLeft} دقیقه</dd></dl>
<form method="post" action="${SANDBOX_PATH}/pay/${row.token}">
<fieldset><legend>شکل بازگشت به سایت</legend>
<label><input type="radio" name="shape" value="get" checked> GET (Token, RefNum)</label>
<label><input type="radio" name="shape" value="post"> POST (فرم قدیمی سامان)</label></fieldset>
<button class="ok" name="action" value="success">پرداخت موفق</button>
<button name="action" value="fail">پرداخت ناموفق</button>
<button name="action" value="cancel">انصراف</button>
<button name="action" value="timeout">پایان زمان</button>
</form>`,
  );
}

/** The mandate signing page of a direct-debit bank (research/payments.md §3). */
export function mandatePage(row: BookRow): string {
  if (row.state !== 0) return shell('این درخواست بسته شده است', `<p>${escape(STATE_NAMES[row.state] ?? '')}</p>`);
  return shell(
    'امضای قرارداد پرداخت خودکار (آزمایشی)',
    `<dl><dt>موبایل</dt><dd><bdi dir="ltr">${escape(row.mobile ?? '')}</bdi></dd></dl>
<form method="post" action="${SANDBOX_PATH}/mandate/${row.token}">
<button class="ok" name="action" value="success">تأیید قرارداد</button>
<button name="action" value="fail">رد قرارداد</button>
<button name="action" value="cancel">انصراف</button>
</form>`,
  );
}

/**
 * The way back to the merchant, as SEP does it (research/payments.md §1.3): v4 sends Token and
 * RefNum in the query string (GET); ≤v3 posts a form with the full fields. Both shapes are one
 * auto-submitting page here, with a button for browsers without scripts.
 */
export function returnPage(row: BookRow, shape: 'get' | 'post'): string {
  const url = new URL(row.redirectUrl);
  const state = STATE_NAMES[row.state] ?? 'Failed';
  let form: string;
  if (shape === 'get') {
    url.searchParams.set('Token', row.token);
    url.searchParams.set('RefNum', row.refNum ?? '');
    const fields = [...url.searchParams].map(
      ([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`,
    );
    form = `<form id="back" method="get" action="${escape(url.origin + url.pathname)}">${fields.join('')}`;
  } else {
    const fields: Record<string, string> = {
      MID: row.terminalId,
      TerminalId: row.terminalId,
      State: state,
      Status: String(row.state),
      RRN: row.rrn ?? '',
      Rrn: row.rrn ?? '',
      RefNum: row.refNum ?? '',
      ResNum: row.resNum,
      TraceNo: row.traceNo ?? '',
      Amount: String(row.amountRial),
      AffectiveAmount: String(row.amountRial),
      Wage: '0',
      SecurePan: row.state === 2 ? '621986******1234' : '',
      HashedCardNumber: '',
      Token: row.token,
    };
    const hidden = Object.entries(fields).map(([k, v]) => `<input type="hidden" name="${k}" value="${escape(v)}">`);
    form = `<form id="back" method="post" action="${escape(url.toString())}">${hidden.join('')}`;
  }
  return shell(
    'بازگشت به سایت پذیرنده',
    `${form}<button class="ok">بازگشت به سایت</button></form>
<script>${RETURN_SCRIPT}</script>`,
  );
}
