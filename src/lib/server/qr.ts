import QRCode from 'qrcode';

// Every page's footer draws the same few codes (the download page's address per origin and
// language): drawing one costs ~0.4 ms of CPU, a tenth of a film page's render (cpu profile under
// `npm run bench:scale`), so each is drawn once. Bounded: the origin comes from the request.
const drawn = new Map<string, Promise<string>>();
const MAX_KEPT = 32;

/** A QR code as inline SVG markup, drawn on the server (no external service). */
export function qrSvg(text: string, label: string): Promise<string> {
  const key = `${text}\n${label}`;
  let svg = drawn.get(key);
  if (!svg) {
    svg = draw(text, label);
    if (drawn.size >= MAX_KEPT) drawn.delete(drawn.keys().next().value as string);
    drawn.set(key, svg);
    svg.catch(() => drawn.delete(key));
  }
  return svg;
}

async function draw(text: string, label: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000', light: '#ffffff' },
  });
  return svg.replace(
    '<svg ',
    `<svg role="img" aria-label="${label.replace(/"/g, '&quot;')}" width="120" height="120" `,
  );
}
