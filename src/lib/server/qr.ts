import QRCode from 'qrcode';

/** A QR code as inline SVG markup, drawn on the server (no external service). */
export async function qrSvg(text: string, label: string): Promise<string> {
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
