import http from 'node:http';
import { readFileSync } from 'node:fs';

/** What became of a body sent to the server. */
export interface Delivery {
  /** The answer's status, when one could be read before the connection closed. */
  status: number | null;
  body: string;
  /** Bytes the sender handed to its socket before it stopped. */
  sent: number;
  /** ECONNRESET or EPIPE: the server closed the connection on a sender still sending. */
  reset: string | null;
  /** Whether the server asked for the body (100 Continue) of a sender that asked first. */
  continued: boolean;
}

export interface Sending {
  size: number;
  type: string;
  /** Without a Content-Length: chunked, so the server only learns the size by counting. */
  chunked: boolean;
  headers?: Record<string, string>;
  /** Sends Expect: 100-continue and waits to be asked for the body. */
  askFirst?: boolean;
}

const CHUNK = Buffer.alloc(64 * 1024, 'a');

/**
 * POSTs `size` bytes to `url` as a client of the raw protocol does, at the pace the server reads
 * them. It stops sending when the server answers or closes the connection, as a well-behaved
 * client does (RFC 9112 §9.5), so a server that refuses early is never sent the whole body.
 */
export function sendBody(url: string, { size, type, chunked, headers = {}, askFirst = false }: Sending) {
  return new Promise<Delivery>((resolve, reject) => {
    const { hostname, port, pathname, search } = new URL(url);
    const delivery: Delivery = { status: null, body: '', sent: 0, reset: null, continued: false };
    const request = http.request({
      host: hostname,
      port,
      path: `${pathname}${search}`,
      method: 'POST',
      // A connection of its own, closed after: the next sending starts clean.
      agent: false,
      headers: {
        'content-type': type,
        ...headers,
        ...(chunked ? {} : { 'content-length': String(size) }),
        ...(askFirst ? { expect: '100-continue' } : {}),
      },
    });
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      request.destroy();
      resolve(delivery);
    };
    const send = () => {
      while (delivery.sent < size && !settled && delivery.status === null) {
        const piece = CHUNK.subarray(0, Math.min(CHUNK.length, size - delivery.sent));
        delivery.sent += piece.length;
        if (!request.write(piece)) return void request.once('drain', send);
      }
      if (delivery.sent >= size && !settled) request.end();
    };
    request.on('response', (response) => {
      delivery.status = response.statusCode ?? null;
      response.setEncoding('utf8');
      response.on('data', (text: string) => (delivery.body += text));
      response.on('end', settle);
      response.on('error', settle);
      response.on('aborted', settle);
    });
    request.on('continue', () => {
      delivery.continued = true;
      send();
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') return reject(error);
      delivery.reset = error.code;
      settle();
    });
    // Closed without an answer nor an error: nothing more will come.
    request.on('close', settle);
    if (askFirst) request.flushHeaders();
    else send();
  });
}

/** A process's resident memory in bytes (VmRSS of /proc/<pid>/status). */
export function residentBytes(pid: number): number {
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

/** The highest resident memory of `pid` while `work` runs, sampled every 10 ms. */
export async function peakResidentWhile<T>(pid: number, work: () => Promise<T>) {
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 10);
  try {
    const result = await work();
    peak = Math.max(peak, residentBytes(pid));
    return { result, before, peak };
  } finally {
    clearInterval(sampler);
  }
}
