import { ISLAND_TEXTS_ID, islandTextsJson, LOCALES } from '../../src/lib/i18n';

// Component tests render islands in jsdom as the browser runs them: their texts come from the
// page (src/layouts/Base.astro writes the page locale's), here both locales' at once.
if (typeof document !== 'undefined') {
  const texts = Object.assign({}, ...LOCALES.map((locale) => JSON.parse(islandTextsJson(locale)) as object));
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = ISLAND_TEXTS_ID;
  element.textContent = JSON.stringify(texts);
  document.head.append(element);
}
