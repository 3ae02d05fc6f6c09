import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite, type Database } from '../../src/provider/db/client';
import { migrate } from '../../src/provider/db/migrate';
import {
  FAILURE_LIMITS_PER_ADDRESS,
  GUARD_AFTER_FAILURES_PER_NUMBER,
  recordEvents,
  SEND_LIMITS_PER_ADDRESS,
  SEND_LIMITS_PER_NUMBER,
  SEND_LIMITS_PER_NUMBER_AND_ADDRESS,
  waitsFor,
  waitSeconds,
  type Limit,
} from '../../src/provider/domain/auth/limits';

/**
 * The rule as written (docs/decisions/0011-login-codes-four-digits.md): at most `max` events in any `windowSeconds`; the
 * wait is until enough of the window's events have left it for one more to fit.
 */
function ruleWait(times: number[], limits: Limit[], now: number): number {
  let wait = 0;
  for (const { max, windowSeconds } of limits) {
    const inWindow = times.filter((t) => t > now - windowSeconds * 1000).sort((a, b) => a - b);
    if (inWindow.length < max) continue;
    const leaving = inWindow[inWindow.length - max]!;
    wait = Math.max(wait, (leaving + windowSeconds * 1000 - now) / 1000);
  }
  return wait;
}

describe('the send limits', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite();
    await migrate(database.db);
  });
  afterAll(() => database.close());

  it('wait as long as the rule says, whatever the past sends (one query over the widest window)', async () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        // Sends up to two days back, many within the last minutes, some exactly on a window's edge.
        fc.array(
          fc.oneof(
            fc.integer({ min: 1, max: 2 * 86_400 }),
            fc.integer({ min: 1, max: 600 }),
            fc.constantFrom(90, 3600, 86_400),
          ),
          { maxLength: 14 },
        ),
        async (secondsAgo) => {
          const key = `09${String(++run).padStart(9, '0')}`;
          const times = secondsAgo.map((s) => now - s * 1000);
          for (const time of times) await recordEvents(database.db, [{ kind: 'send:number', key }], new Date(time));
          const limits = SEND_LIMITS_PER_NUMBER_AND_ADDRESS;
          const wait = await waitSeconds(database.db, 'send:number', key, limits, new Date(now));
          expect(Math.max(0, wait)).toBeCloseTo(ruleWait(times, limits, now), 3);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('wait as the rule says for several keys and limit sets at once, in one query', async () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    const sets = [
      { kind: 'send:pair', limits: SEND_LIMITS_PER_NUMBER_AND_ADDRESS },
      { kind: 'send:number', limits: SEND_LIMITS_PER_NUMBER },
      { kind: 'send:address', limits: SEND_LIMITS_PER_ADDRESS },
      { kind: 'fail:address', limits: FAILURE_LIMITS_PER_ADDRESS },
      { kind: 'fail:number', limits: GUARD_AFTER_FAILURES_PER_NUMBER },
    ];
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        // Per set, events up to a day and a half back, bunched in the last hour to reach the caps.
        fc.tuple(
          ...sets.map(() =>
            fc.array(fc.oneof(fc.integer({ min: 1, max: 129_600 }), fc.integer({ min: 1, max: 3600 })), {
              maxLength: 32,
            }),
          ),
        ),
        async (secondsAgo) => {
          const key = `k${++run}`;
          for (const [i, set] of sets.entries())
            for (const s of secondsAgo[i]!)
              await recordEvents(database.db, [{ kind: set.kind, key }], new Date(now - s * 1000));
          const select = vi.spyOn(database.db, 'select');
          const waits = await waitsFor(
            database.db,
            sets.map((set) => ({ ...set, key })),
            new Date(now),
          );
          expect(select).toHaveBeenCalledTimes(1);
          select.mockRestore();
          for (const [i, set] of sets.entries()) {
            const times = secondsAgo[i]!.map((s) => now - s * 1000);
            expect(waits[i]).toBeCloseTo(ruleWait(times, set.limits, now), 3);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
