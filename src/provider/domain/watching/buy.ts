import { eq } from 'drizzle-orm';
import type { BuyRequest, CartLine } from '../../../contract/schemas/watch';
import { normalizeMobile } from '../../../contract/rules/mobile';
import { paymentKindOf, vatOf } from '../../../contract/rules/money';
import type { Db } from '../../db/client';
import { paymentItems, users } from '../../db/schema';
import { ProviderError } from '../../errors';
import type { ProviderSettings, PaymentSettings } from '../../http/env';
import { clock } from '../../media/settings';
import type { Viewer } from '../auth/viewer';
import { checkout } from '../money/checkout';
import { InsufficientCredit, settleFromWallet } from '../money/grant';
import { createPayment, type PaymentRow } from '../money/payments';
import { vatRateOf } from '../money/price';
import { boughtFiles } from './bought';
import { holdsTicket } from './cart';
import { downloadFiles } from './downloads';
import { entitlementOf } from './entitlement';
import { titlesById } from './title-rows';

/** One title of a cart, priced by the server: the file (or ticket) chosen and what it costs. */
export interface BuyLine {
  titleId: number;
  /** The title's type (movie, series, episode): the callback leads back to a single title. */
  type: string;
  itemId: number;
  kind: 'file' | 'ticket';
  amount: number;
}

const fieldError = (field: string, en: string, fa: string, status: 401 | 422 = 422) =>
  new ProviderError(status, en, fa, { [field]: [en] }, undefined, { [field]: [fa] });

const notForSale = (itemId: number) =>
  fieldError(
    'cart',
    `The cart holds an item that is not for sale (${itemId}); reload the page and choose again.`,
    `سبد خرید موردی دارد که فروشی نیست (${new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(itemId)})؛ صفحه را دوباره باز کنید و دوباره انتخاب کنید.`,
  );

export const badMobile = () =>
  fieldError('mobile', 'Enter your mobile number correctly', 'شماره موبایل را به درستی وارد کنید');

const noWalletForDownloads = () =>
  new ProviderError(
    422,
    'Your wallet balance does not cover the price plus VAT.',
    'موجودی کیف پول شما برای این خرید (قیمت به‌علاوه مالیات بر ارزش افزوده) کافی نیست.',
    { method: ['Your wallet balance does not cover the price plus VAT.'] },
    undefined,
    { method: ['موجودی کیف پول شما برای این خرید کافی نیست.'] },
  );

const noDirectdebit = () =>
  fieldError(
    'method',
    'Automatic payment does not buy single titles; pay through the bank gateway or from your wallet.',
    'پرداخت خودکار برای خرید تکی فعال نیست؛ از درگاه بانکی یا موجودی کیف پول استفاده کنید.',
  );

/** The title a cart line names: its itemid's, or the film or episode named whole. */
const lineTitle = (line: CartLine) => line.movie_id ?? line.episode_id ?? Math.floor(line.itemid! / 10);

/**
 * The cart's items as the server sells them (content-api get/buy): each itemid names a file of a
 * priced title (title id × 10 + rung) or a screening ticket (× 10 + 0); the original's buy page
 * names a whole film or episode instead (`movie_id`, `episode_id`), which is its best file or its
 * ticket. The price is the title's, never the cart's; a title bought once covers all its files,
 * so several files of one title are one line (the last chosen). Anything not for sale is a 422
 * naming it.
 */
export async function priceCart(db: Db, settings: ProviderSettings, cart: CartLine[]): Promise<BuyLine[]> {
  const byId = await titlesById(db, cart.map(lineTitle));
  const rungs = (await downloadFiles(settings, 0)).length;
  const lines = new Map<number, BuyLine>();
  for (const line of cart) {
    const titleId = lineTitle(line);
    const row = byId.get(titleId);
    const wanted = line.movie_id ? 'movie' : line.episode_id ? 'episode' : null;
    if (wanted && row?.type !== wanted) throw notForSale(titleId);
    const itemid = line.itemid ?? titleId * 10 + (row?.ekran ? 0 : rungs);
    const rung = itemid % 10;
    // docs/admin.md "Catalog": a draft (or a draft series' episode) is not sold.
    if (!row || !row.published || row.free || !row.price) throw notForSale(itemid);
    const screening = row.ekran;
    // spec §3 screening: a film in cinemas sells a ticket, not a file (original-app §3 ekran note).
    if (screening ? rung !== 0 : rung < 1 || rung > rungs) throw notForSale(itemid);
    lines.set(row.id, {
      titleId: row.id,
      type: row.type,
      itemId: itemid,
      kind: screening ? 'ticket' : 'file',
      amount: row.price,
    });
  }
  return [...lines.values()];
}

/** The lines the buyer does not hold yet: a title owned, or a ticket still good, is not sold again. */
async function unowned(db: Db, settings: ProviderSettings, lines: BuyLine[], buyer: Viewer | null) {
  if (!buyer) return lines;
  const now = clock(settings);
  const byId = await titlesById(
    db,
    lines.map((l) => l.titleId),
  );
  const open: BuyLine[] = [];
  for (const line of lines) {
    const access = await entitlementOf(db, byId.get(line.titleId)!, buyer, now);
    const held = line.kind === 'ticket' ? holdsTicket(access) : access.owned;
    if (!held) open.push(line);
  }
  return open;
}

/** A guest's buyer: the account of the mobile typed (made if new, as login does). */
async function buyerOf(db: Db, mobile: string): Promise<Viewer> {
  await db.insert(users).values({ mobile }).onConflictDoNothing();
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
  // Only ownership is read for the buyer, so no subscription lookup is needed.
  return { userId: user!.id, mobile, ref: user!.ref, subscriptionEndsAt: null };
}

/** The payment's own fields: a single title is named (the callback leads back to it). */
const paymentFields = (buyer: Viewer, lines: BuyLine[], vatPercent: number) => {
  const net = lines.reduce((sum, line) => sum + line.amount, 0);
  const vat = vatOf(net, vatPercent);
  const single = lines.length === 1 ? lines[0]! : null;
  return {
    userId: buyer.userId,
    purpose: 'download' as const,
    amount: net + vat,
    vat,
    contentId: single?.titleId ?? null,
    contentType: single?.type ?? null,
  };
};

const itemRows = (payment: PaymentRow, lines: BuyLine[]) => lines.map((line) => ({ paymentId: payment.id, ...line }));

/**
 * content-api `/(ghost/)get/buy` (original-app §3 Buy). The wallet pays at once: the payment,
 * what it buys and its ledger rows in one transaction, only while the balance covers price plus
 * VAT (else 422, nothing written). The gateway writes a pending payment with its lines and
 * answers `pay_url`; the lines are granted on the pending→paid transition (money/settle.ts). A
 * guest pays by gateway with a mobile (its account receives the titles); the wallet and
 * automatic payment ask a guest to log in. What the buyer holds already is not sold again.
 */
export async function buy(
  db: Db,
  settings: ProviderSettings,
  money: PaymentSettings,
  request: BuyRequest,
  viewer: Viewer | null,
  returnTo: () => URL,
) {
  // The schema admits only offered names (rules/money.ts PAYMENT_METHODS).
  const method = paymentKindOf(request.method) ?? 'gateway';
  const lines = await priceCart(db, settings, request.cart);
  if (!viewer && method !== 'gateway') {
    return {
      login: 1,
      message: 'Log in to pay from your wallet or by automatic payment.',
      message_fa: 'برای پرداخت از موجودی یا پرداخت خودکار ابتدا وارد حساب کاربری شوید.',
    };
  }
  if (viewer && method === 'directdebit') throw noDirectdebit();
  const callback = returnTo(); // a foreign callback_url is refused before anything is written
  let buyer = viewer;
  if (!buyer) {
    const mobile = normalizeMobile(String(request.mobile ?? ''));
    if (!mobile) throw badMobile();
    buyer = await buyerOf(db, mobile);
  }
  const open = await unowned(db, settings, lines, buyer);
  if (!open.length) {
    // Nothing new to buy: no payment; the owner is shown the links, a guest is asked to log in.
    if (!viewer)
      return {
        login: 1,
        owned: 1,
        message: 'You own these already; log in to download.',
        message_fa: 'این موارد را قبلاً خریده‌اید؛ برای دانلود وارد حساب کاربری شوید.',
      };
    return { owned: 1, files: await boughtFiles(db, settings, buyer.userId, lines) };
  }
  const fields = paymentFields(buyer, open, vatRateOf(settings));
  const now = new Date(clock(settings));
  if (method === 'wallet') {
    const paid = await payFromWallet(db, fields, open, now);
    return {
      payment_id: paid.id,
      ref: paid.refNum,
      paid: 1,
      files: await boughtFiles(db, settings, buyer.userId, open),
    };
  }
  const { payment, payUrl } = await checkout(db, money.gateway, {
    ...fields,
    method: 'saman',
    returnTo: callback,
    mobile: buyer.mobile,
    items: (created) => itemRows(created, open),
  });
  return { pay_url: payUrl, payment_id: payment.id };
}

async function payFromWallet(db: Db, fields: ReturnType<typeof paymentFields>, lines: BuyLine[], now: Date) {
  try {
    return await db.transaction(async (tx) => {
      const payment = await createPayment(tx, { ...fields, method: 'credit', gateway: 'wallet' }, now);
      await tx.insert(paymentItems).values(itemRows(payment, lines));
      return settleFromWallet(tx, payment, now);
    });
  } catch (error) {
    if (error instanceof InsufficientCredit) throw noWalletForDownloads();
    throw error;
  }
}
