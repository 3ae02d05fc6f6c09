import type { Locale } from '../../i18n';
import { formatDigits, formatRuntime } from '../../i18n/format';
import { formatDataSize } from '../../i18n/format-data';
import type { DataEstimateBody } from '../../../contract/schemas/data-budget';

// docs/data-budget.md "On the pages": a title's estimate as its page shows it, in the reader's digits.

export interface DataEstimateView {
  /** The runtime the figures are for (a series': one episode's), e.g. `۱ ساعت و ۵۰ دقیقه`. */
  runtime: string;
  /** From the lightest rung up: its name (`۳۶۰p`) and the data of the runtime (`۲۱۰ مگابایت`). */
  qualities: { quality: string; size: string }[];
}

/** The estimate's view, or null when there is nothing to show (no runtime, no ladder). */
export function dataEstimateView({ data }: DataEstimateBody, locale: Locale): DataEstimateView | null {
  if (data.runtime <= 0 || data.qualities.length === 0) return null;
  return {
    runtime: formatRuntime(data.runtime, locale),
    qualities: [...data.qualities]
      .sort((a, b) => a.height - b.height)
      .map((rung) => ({ quality: formatDigits(rung.quality, locale), size: formatDataSize(rung.bytes, locale) })),
  };
}
