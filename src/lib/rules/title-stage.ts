// The width from which a title page's picture is a stage with the title written over its foot
// (components/title/TitleHero.astro, styles/_title-stage.scss: the same 992 px, Bootstrap's lg).
export const STAGE_MEDIA = '(min-width: 992px)';
