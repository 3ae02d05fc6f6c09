/** A single byte range of a Range header (RFC 9110 §14.1.2), resolved against the file size. */
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

export function byteRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: answered whole, as RFC 9110 allows a server to ignore Range.
  if (!match || (!match[1] && !match[2])) return { kind: 'whole' };
  let start: number;
  let end: number;
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
    if (match[2] && Number(match[2]) < start) return { kind: 'whole' };
  }
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}
