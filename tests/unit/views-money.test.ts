import { describe, expect, it } from 'vitest';
import { paymentRow } from '../../src/contract/schemas/money';
import { bankView, directdebitView, paymentView } from '../../src/lib/api/views/money';
import { checkPath } from '../../src/lib/server/pages/payments';

// A row of our provider: the original's fields (status, for, text amounts) and ours beside them.
const row = paymentRow.parse({
  id: 9,
  status: 'pending',
  state: 'pending',
  for: 'Buy Subscription',
  purpose: 'subscription',
  date: '2026-03-20T10:00:00Z',
  amount: 108900,
  vat: 9900,
  method: 'saman',
  transaction_id: '41',
  ref_num: 'AB12',
});

describe('paymentView', () => {
  it('gives a payment row camelCase fields and its date as a Date', () => {
    expect(paymentView(row, 'fa')).toEqual({
      id: 9,
      purpose: 'subscription',
      date: new Date('2026-03-20T10:00:00Z'),
      amount: 108900,
      vat: 9900,
      method: 'saman',
      status: 'pending',
      transactionId: 41,
      refNum: 'AB12',
      planId: null,
      titles: [],
    });
    expect(paymentView({ ...row, plan_id: 2 }, 'fa').planId).toBe(2);
  });

  it('checks a payment again through /callback with the fields it reads', () => {
    const query = new URLSearchParams(checkPath(paymentView(row, 'fa')).split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      purchase: 'subscription',
      payment_id: '41',
      method: 'saman',
      ref_num: 'AB12',
      check_it_again: '1',
    });
    const other = new URLSearchParams(
      checkPath(paymentView({ ...row, purpose: undefined, for: 'gift', ref_num: null }, 'fa')).split('?')[1],
    );
    expect(other.get('purchase')).toBe('download');
    expect(other.has('ref_num')).toBe(false);
  });
});

it('reads a row of the original backend: pending or completed, Buy Credit, amounts as text', () => {
  // pages/payments.vue of the original client reads these fields (research/original-app.md §5).
  const original = paymentRow.parse({
    status: 'completed',
    for: 'Buy Credit',
    date: '2026-03-20T10:00:00Z',
    amount: '20000',
    method: 'saman',
    transaction_id: 'A0000000000000000000000000057',
    ref_num: 'R1',
  });
  expect(paymentView(original, 'fa')).toMatchObject({
    id: 57,
    purpose: 'wallet',
    amount: 20000,
    vat: 0,
    status: 'paid',
    transactionId: 57,
  });
  expect(paymentView({ ...original, status: 'pending', for: 'Buy Content' }, 'fa')).toMatchObject({
    purpose: 'download',
    status: 'pending',
  });
});

describe('automatic payment', () => {
  it('names a bank in the reader’s language', () => {
    const bank = { code: '012', name: 'Mellat', name_fa: 'ملت', active: true };
    expect(bankView(bank, 'fa')).toEqual({ code: '012', name: 'ملت', active: true });
    expect(bankView(bank, 'en').name).toBe('Mellat');
  });

  it('reads the original backend’s bank as {value, text}: its code and Persian name, offered', () => {
    // components/directdebit/BankManagementSection.vue of the original reads bank.value and bank.text.
    expect(bankView({ value: '056', text: 'سامان' }, 'en')).toEqual({ code: '056', name: 'سامان', active: true });
  });

  it('reshapes the setup: switches, series with their fees, days left', () => {
    const view = directdebitView({
      subscriptions: [{ id: 1, bank: '012', name: 'ملت', mobile: '9121234567' }],
      configs: { id: 1, bank: '012', mobile: '9121234567', subscription: true, pay_anything: false },
      series: [{ id: 201, name_fa: 'شهرزاد', poster: '/p.jpg', subscribe_fee: 5000, directdebit: true }],
      mobile: '9121234567',
      subscribe_fee: 99000,
      days_period_to_end: 12,
    });
    expect(view.configs).toEqual({ bank: '012', mobile: '9121234567', subscription: true, payAnything: false });
    expect(view.series).toEqual([{ id: 201, name: 'شهرزاد', poster: '/p.jpg', fee: 5000, on: true }]);
    expect(view).toMatchObject({ subscriptionFee: 99000, daysLeft: 12, mobile: '9121234567' });
    expect(view.saved).toHaveLength(1);
  });
});
