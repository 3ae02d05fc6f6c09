import fa from '../../../locales/cart/fa.json';
import en from '../../../locales/cart/en.json';
import type { FeatureTexts } from '../../lib/i18n';

/** The cart island's texts in both locales: they come with its chunk (lib/i18n). */
export const cartTexts: FeatureTexts = { fa, en };
