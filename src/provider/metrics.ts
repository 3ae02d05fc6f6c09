import { counter } from '../ops/metrics';

// The provider's business events as Prometheus counters (docs/operations.md "Logs, health, metrics"): small hooks where
// the money service moves a payment and where the login code domain sends or refuses.

/** Payments by the status they were created in or moved to (pending, paid, failed, …). */
export const paymentsByStatus = counter({
  name: 'vod_payments_total',
  help: 'Payments created (pending) or moved to a final status, by status',
  labelNames: ['status'] as const,
});

export const otpSends = counter({ name: 'vod_otp_sends_total', help: 'Login codes sent' });

export const otpRefusals = counter({
  name: 'vod_otp_send_refusals_total',
  help: 'Login code sends refused by the send limits (per number and address, number, address)',
});

export const otpWrongCodes = counter({
  name: 'vod_otp_wrong_codes_total',
  help: 'Wrong login codes checked against a live code',
});

export const otpGuessRefusals = counter({
  name: 'vod_otp_guess_refusals_total',
  help: 'Logins refused (429) because their client address entered too many wrong codes',
});

// Every status from zero, so a dashboard's rate() sees a series before the first payment moves.
for (const status of ['pending', 'paid', 'failed', 'cancelled', 'expired', 'reversed'])
  paymentsByStatus.inc({ status }, 0);
