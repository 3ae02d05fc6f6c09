// ffmpeg and ffprobe as promises. ffmpeg reports its progress on a pipe (`-progress pipe:1`,
// key=value lines), which is drawn against the source's duration (progress.mjs); its errors
// (`-loglevel error`) become the one line an IngestError shows.
import { spawn } from 'node:child_process';

/** A failure the operator can act on: printed as one line, the command exits non-zero. */
export class IngestError extends Error {}

/**
 * Runs a program; resolves with its standard output, rejects with the last line it wrote to
 * standard error. `onLine` sees each output line as it comes.
 * @param {string} program
 * @param {string[]} args
 * @param {(line: string) => void} [onLine]
 * @returns {Promise<string>}
 */
function runProgram(program, args, onLine) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      out += onLine ? '' : chunk;
      if (!onLine) return;
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onLine);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => (err += chunk));
    child.on('error', (error) => reject(new IngestError(`${program} could not start: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) return resolve(out);
      const last = err.trim().split('\n').pop()?.trim() || `${program} exited with ${code}`;
      reject(new IngestError(last));
    });
  });
}

/**
 * ffprobe's JSON answer about `file`.
 * @param {string[]} args
 * @returns {Promise<any>}
 */
export async function ffprobe(args) {
  return JSON.parse(await runProgram('ffprobe', ['-v', 'error', '-of', 'json', ...args]));
}

/**
 * ffmpeg with `args`; `onTime` gets the seconds of output written so far.
 * @param {string[]} args
 * @param {(seconds: number) => void} [onTime]
 */
export async function ffmpeg(args, onTime) {
  await runProgram(
    'ffmpeg',
    ['-hide_banner', '-nostdin', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1', '-y', ...args],
    (line) => {
      const match = /^out_time_us=(\d+)/.exec(line);
      if (match && onTime) onTime(Number(match[1]) / 1e6);
    },
  );
}
