import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, scrub } from '../../src/ops/log.mjs';

/** A logger whose lines are kept, parsed. */
function captured() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: createLogger('info', sink), lines };
}

describe('scrub()', () => {
  it.each([
    ['login for 09121234567', 'login for [mobile]'],
    ['login for +98 912 123 4567', 'login for [mobile]'],
    ['login for 00989121234567', 'login for [mobile]'],
    ['login for ۰۹۱۲۱۲۳۴۵۶۷', 'login for [mobile]'],
    ['card 6037-9911-2233-4455 paid', 'card [card] paid'],
    ['card 6037991122334455 paid', 'card [card] paid'],
    ['Authorization: Bearer abc.DEF-123', 'Authorization: Bearer [token]'],
    ['cookie auth_token=abcdef; ref=2', 'cookie auth_token=[token]; ref=2'],
    ['GET /media/t/1767232800.w.AbC-d_9/vod/4/v240/seg1.m4s', 'GET /media/t/[token]/vod/4/v240/seg1.m4s'],
  ])('hides %j', (text, expected) => {
    expect(scrub(text)).toBe(expected);
  });

  it.each(['/movie/1001', 'page 3 of 120', 'amount 50000000 toman', 'year 1402', 'id 912345'])(
    'leaves %j alone',
    (text) => {
      expect(scrub(text)).toBe(text);
    },
  );
});

describe('createLogger()', () => {
  it('writes one JSON object a line with level, time and message', () => {
    const { log, lines } = captured();
    log.info({ route: '/movie/[id]', status: 200 }, 'request');
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', route: '/movie/[id]', status: 200, msg: 'request' }),
    ]);
    expect(typeof lines[0]!.time).toBe('string');
  });

  it('redacts fields named after secrets and scrubs every string, errors included', () => {
    const { log, lines } = captured();
    log.error(
      { mobile: '09121234567', body: { code: '1234', token: 'abc' }, err: new Error('no user 09121234567') },
      'failed for 09121234567',
    );
    const text = JSON.stringify(lines);
    expect(text).not.toContain('09121234567');
    expect(text).not.toContain('1234');
    expect(lines[0]).toMatchObject({ mobile: '[redacted]', body: { code: '[redacted]', token: '[redacted]' } });
    expect(lines[0]!.err).toMatchObject({ type: 'Error', message: 'no user [mobile]' });
  });

  it("logs errors whose message is a getter only (a fetch's TimeoutError) instead of throwing", () => {
    const { log, lines } = captured();
    const timeout = new DOMException('The operation was aborted due to timeout for 09121234567', 'TimeoutError');
    expect(() => log.error({ err: timeout }, 'provider call failed')).not.toThrow();
    expect(lines[0]!.err).toMatchObject({ message: 'The operation was aborted due to timeout for [mobile]' });
    expect(JSON.stringify(lines)).toContain('TimeoutError');
  });

  it('logs an error with a cause, both scrubbed', () => {
    const { log, lines } = captured();
    log.error({ err: new TypeError('fetch failed', { cause: new Error('to 09121234567') }) }, 'failed');
    expect(JSON.stringify(lines)).not.toContain('09121234567');
    expect(lines[0]!.err).toMatchObject({ type: 'TypeError', message: expect.stringContaining('fetch failed') });
  });
});
