// CPU time, for bench:scale's per-route line (docs/benchmarks.md): the server processes' (Linux
// /proc/<pid>/stat, user and system) and this process's own, the load generator's, which runs on
// the same cores and so takes its share of them from the servers.
import { readFileSync } from 'node:fs';

/** Clock ticks a second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** Milliseconds of CPU the process `pid` has used, or NaN where /proc cannot tell. */
function processCpuMs(pid) {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return NaN;
  }
}

/** Starts a count of the servers' and this process's CPU; `stop()` answers both in milliseconds. */
export function cpuMeter(pids) {
  const servers = () => pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
  const startServers = servers();
  const startOwn = process.cpuUsage();
  return {
    stop() {
      const own = process.cpuUsage(startOwn);
      return { servers: servers() - startServers, own: (own.user + own.system) / 1000 };
    },
  };
}
