import fa from '../../../locales/player/fa.json';
import en from '../../../locales/player/en.json';
import type { FeatureTexts } from '../../lib/i18n';

/** The player's texts in both locales: they come with the player's chunk (src/lib/i18n/index.ts). */
export const playerTexts: FeatureTexts = { fa, en };
