// spec §5 Redirect target: valid only if it is a site-relative path starting with /, made of
// letters, digits and @ - % _ ~ /, with an optional query and hash. Anything else lands home.
//
// Decisions where the spec is silent:
// - "letters" and "digits" are Unicode ones, so Persian paths (/search/فیلم) come back too;
//   they cannot name another host once the path starts with a single /.
// - "." is not in the spec's list and is refused in the path (no /../ and no file names);
//   site routes have no dots. The query and hash may hold the usual URL punctuation.
// - Browsers read a backslash as a slash and a percent-encoded slash may be decoded by a later
//   hop, so the path is decoded once and checked again for a leading // and any backslash.

/** Longer targets are refused: no route of the site comes near this. */
export const REDIRECT_MAX_LENGTH = 2000;

const PATH = String.raw`/[\p{L}\p{M}\p{Nd}@\-%_~/]*`;
const QUERY_OR_HASH = String.raw`[\p{L}\p{M}\p{Nd}@\-%_~/.=&+,;:!$'()*?]*`;
const TARGET = new RegExp(`^(${PATH})(\\?${QUERY_OR_HASH})?(#${QUERY_OR_HASH})?$`, 'u');
const CONTROL = /\p{Cc}/u;

/** The target when it is a safe site-relative path, otherwise null (the caller goes home). */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || target.length > REDIRECT_MAX_LENGTH || CONTROL.test(target)) return null;
  const path = TARGET.exec(target)?.[1];
  if (!path || path.startsWith('//')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null; // malformed percent-encoding
  }
  if (decoded.startsWith('//') || decoded.includes('\\') || CONTROL.test(decoded)) return null;
  return target;
}
