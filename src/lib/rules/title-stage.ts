// The width from which a title page's picture is a stage with the title written over its foot
// (components/title/TitleHero.astro, styles/_title-stage.scss: the same 992 px, Bootstrap's lg).
export const STAGE_MEDIA = '(min-width: 992px)';

/**
 * The `sizes` of a title page's stage picture. It covers a box taller than 16:9
 * (styles/_title-page.scss "stage__art": 62 vh on a phone, up to 86 vh and 820 px on a desktop),
 * so it is drawn wider than the viewport where the viewport is narrow for its height: a phone's
 * 390x844 shows it 930 px wide. Chosen for the viewport's width, a phone got a 480 px copy
 * stretched twice over.
 */
export const STAGE_SIZES = '(min-width: 1024px) max(100vw, min(153vh, 1458px)), max(100vw, 110vh)';
/** Elsewhere a 16:9 picture across the content column. */
export const COLUMN_SIZES = '(min-width: 1400px) 1296px, 100vw';
