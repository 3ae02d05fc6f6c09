// Every bench writes what it printed into its own section of docs/benchmarks.md, with the date,
// the machine and the command, so the figures in the docs are the last run's and never a hand
// copy; earlier runs live in git (git log -p docs/benchmarks.md). --no-write leaves the file
// alone (a quick check that should not replace a full run's figures).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, type } from 'node:os';

export const BENCHMARKS_FILE = 'docs/benchmarks.md';
/** Terminal colour codes (ESC [ … m), which a Markdown file should not keep. */
const ANSI_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** What the machine is: cores, Node, operating system. */
export function machine() {
  const os = existsSync('/etc/os-release')
    ? readFileSync('/etc/os-release', 'utf8').match(/^PRETTY_NAME="?([^"\n]*)"?$/m)?.[1]
    : undefined;
  const cores = cpus();
  return `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, ${os ? `${os}, ` : ''}${type()} ${release()}`;
}

const markers = (key) => [`<!-- bench:${key}:start -->`, `<!-- bench:${key}:end -->`];

/** The file with `key`'s section replaced by `body`, or appended when the file has none. */
export function replaceSection(file, key, body) {
  const [start, end] = markers(key);
  const from = file.indexOf(start);
  const to = file.indexOf(end);
  const section = `${start}\n${body}\n${end}`;
  if (from === -1 || to < from) return `${file.trimEnd()}\n\n## \`${key}\`\n\n${section}\n`;
  return file.slice(0, from) + section + file.slice(to + end.length);
}

/**
 * Starts recording what the bench prints on stdout (console.log and console.table both write
 * there; child processes writing to the inherited stdout are not recorded). `key` names the
 * section (the npm script, and the options that make a different run, as `bench:load --soak`);
 * `note` says what else the run depended on (the database it ran on).
 */
export function benchReport(key, note) {
  const started = new Date();
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  const args = process.argv.slice(2).filter((arg) => arg !== '--no-write');
  const command = `npm run ${process.env.npm_lifecycle_event ?? key}${args.length ? ` -- ${args.join(' ')}` : ''}`;
  const printed = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk, ...rest) => {
    printed.push(String(chunk));
    return write(chunk, ...rest);
  };

  return {
    /** Stops recording and writes the section (unless --no-write). Call once the run is over. */
    write() {
      process.stdout.write = write;
      if (process.argv.includes('--no-write')) return;
      const when = `${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
      const output = printed.join('').replace(ANSI_COLOURS, '').trim();
      const body = [
        `Last run: ${when}, \`${command}\`${note ? `, ${note}` : ''}.`,
        `Machine: ${machine()}; load average ${load} when it started.`,
        '',
        '```text',
        output,
        '```',
      ].join('\n');
      const file = existsSync(BENCHMARKS_FILE) ? readFileSync(BENCHMARKS_FILE, 'utf8') : '# Benchmarks\n';
      writeFileSync(BENCHMARKS_FILE, replaceSection(file, key, body));
      console.log(`\n(written to ${BENCHMARKS_FILE}, section ${key})`);
    },
  };
}
