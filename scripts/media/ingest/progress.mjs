// The terminal's progress bar: one line a step, redrawn in place on a terminal; elsewhere (a
// log, CI) only each step's last line is printed.

/**
 * The line drawn for `label` at `fraction` (0-1) done.
 * @param {string} label
 * @param {number} fraction
 * @param {number} [width] of the bar, in characters
 */
export function progressLine(label, fraction, width = 30) {
  const done = Math.min(1, Math.max(0, fraction));
  const filled = Math.round(done * width);
  return `${label.padEnd(18)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.floor(done * 100)).padStart(3)}%`;
}

/**
 * A step's progress reporter on `stream` (standard error by default), against `total` seconds.
 * @param {string} label
 * @param {number} total
 * @param {NodeJS.WriteStream} [stream]
 */
export function step(label, total, stream = process.stderr) {
  let last = -1;
  const draw = (/** @type {number} */ fraction) => {
    const percent = Math.floor(fraction * 100);
    if (percent === last || !stream.isTTY) return;
    last = percent;
    stream.write(`\r${progressLine(label, fraction)}`);
  };
  return {
    /** @param {number} seconds of output written */
    at: (seconds) => draw(total > 0 ? seconds / total : 0),
    done: () => stream.write(`${stream.isTTY ? '\r' : ''}${progressLine(label, 1)}\n`),
  };
}
