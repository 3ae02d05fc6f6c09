// npm run bench:lighthouse -- <url> [runs] [--requests] [--cookie=<name=value>]: Lighthouse mobile
// runs of one page of a server already running (with --cookie, as the visitor of that session), each printed with the figures that explain a score: the simulated
// first paint and LCP (Lantern's slow-4G estimate), what the run itself observed on this machine,
// the LCP element and its phases, any layout shift, and with --requests the requests of the last
// run (start and end in ms, priority, bytes on the wire). Prints figures; asserts nothing.
import { failureOf, launchChromium, lighthouseRun } from './bench/lighthouse.mjs';

const [url, runsArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!url) {
  console.error('usage: npm run bench:lighthouse -- <url> [runs] [--requests] [--cookie=<name=value>]');
  process.exit(2);
}
const runs = Number(runsArg ?? 5);
const showRequests = process.argv.includes('--requests');
const cookie = process.argv.find((arg) => arg.startsWith('--cookie='))?.slice('--cookie='.length) ?? null;
const ms = (value) => Math.round(value ?? 0);

// A warm server, as the bench measures it: the page asked once first (page and provider caches).
await fetch(url, { headers: cookie ? { Cookie: cookie } : {} }).then((response) => response.arrayBuffer());
const chrome = await launchChromium();
try {
  for (let run = 1; run <= runs; run++) {
    const result = await lighthouseRun(chrome.port, url, cookie);
    const audits = result?.lhr.audits ?? {};
    const value = (id) => ms(audits[id]?.numericValue);
    const observed = audits['metrics']?.details?.items?.[0] ?? {};
    const score = Math.round((result?.lhr.categories['performance']?.score ?? 0) * 100);
    console.log(
      `run ${run}: ${score}  FCP ${value('first-contentful-paint')} ms, LCP ${value('largest-contentful-paint')} ms, ` +
        `TBT ${value('total-blocking-time')} ms, CLS ${audits['cumulative-layout-shift']?.numericValue ?? '?'}  ` +
        `(observed: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms)`,
    );
    // A run Lighthouse could not complete scores 0; its reason (NO_FCP, PAGE_HUNG, …) is printed.
    const failure = failureOf(result);
    if (failure) console.log(`  failed: ${failure}`);
    const lcp = audits['largest-contentful-paint-element']?.details?.items ?? [];
    const phases = (lcp[1]?.items ?? []).map((p) => `${p.phase}: ${ms(p.timing)}`).join(', ');
    if (result && result.lhr.finalDisplayedUrl !== url) console.log(`  ended on ${result.lhr.finalDisplayedUrl}`);
    console.log(`  LCP element ${lcp[0]?.items?.[0]?.node?.selector ?? '?'}${phases ? ` (${phases})` : ''}`);
    for (const shift of audits['layout-shifts']?.details?.items ?? []) {
      const causes = (shift.subItems?.items ?? []).map((item) => `${item.cause} ${item.extra?.value ?? ''}`.trim());
      console.log(
        `  layout shift ${shift.score}: ${shift.node?.selector ?? '?'}${causes.length ? ` (${causes.join('; ')})` : ''}`,
      );
    }
    // Where each shifted box was and went ([x, y, width, height] in CSS px), from the trace.
    const events = result?.artifacts.Trace?.traceEvents ?? [];
    const start = events.find((event) => event.name === 'navigationStart')?.ts ?? 0;
    for (const event of events) {
      const { impacted_nodes: nodes = [], score: shiftScore } = event.args?.data ?? {};
      if (event.name !== 'LayoutShift' || !nodes.length) continue;
      const at = ms((event.ts - start) / 1000);
      for (const node of nodes)
        console.log(
          `    at ${at} ms score ${shiftScore}: node ${node.node_id} ${JSON.stringify(node.old_rect)} -> ${JSON.stringify(node.new_rect)}`,
        );
    }
    if (showRequests && run === runs)
      for (const request of audits['network-requests']?.details?.items ?? [])
        console.log(
          `  ${String(ms(request.networkRequestTime)).padStart(5)} ${String(ms(request.networkEndTime)).padStart(5)} ` +
            `${request.priority.padEnd(8)} ${String(request.transferSize).padStart(7)} ${request.url}`,
        );
  }
} finally {
  chrome.kill();
}
