import fa from '../../../locales/money/fa.json';
import en from '../../../locales/money/en.json';
import type { FeatureTexts } from '../../lib/i18n';

/** The money modals' texts in both locales: they come with the modals' chunk (src/lib/i18n/index.ts). */
export const moneyTexts: FeatureTexts = { fa, en };
