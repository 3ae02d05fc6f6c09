/**
 * The one place toman becomes rial and back (ARCHITECTURE.md §8): the product counts integer
 * toman, Iranian gateways take integer rials (research/payments.md §0).
 */
export type Rial = number & { readonly __unit: 'IRR' };

export const tomanToRial = (toman: number): Rial => {
  if (!Number.isSafeInteger(toman) || toman < 0) throw new Error(`Not a toman amount: ${toman}`);
  return (toman * 10) as Rial;
};

/** A bank's rial amount in toman; null when it is not a whole number of toman (never ours). */
export const rialToToman = (rial: number): number | null =>
  Number.isSafeInteger(rial) && rial % 10 === 0 ? rial / 10 : null;
