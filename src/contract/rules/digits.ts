const PERSIAN_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits become Latin; everything else is kept. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_ZERO);
  });
}

/** Latin digits become Persian, for display in fa. */
export function toPersianDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (digit) => String.fromCharCode(PERSIAN_ZERO + Number(digit)));
}
