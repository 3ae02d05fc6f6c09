import { describe, expect, it, vi } from 'vitest';
import { usageBatch } from '../../src/islands/player/data-usage';
import { MAX_REPORTED_BYTES } from '../../src/contract/rules/data-budget';

// docs/data-budget.md "Data used": the player's reports of what it loaded.

describe('usageBatch()', () => {
  it('sends what was loaded since the last report, never the same bytes twice', async () => {
    const send = vi.fn(async () => true);
    const batch = usageBatch(send);
    batch.add(1000);
    batch.add(500);
    batch.flush();
    batch.flush(true);
    await Promise.resolve();
    batch.add(200);
    batch.flush(true);
    expect(send.mock.calls).toEqual([
      [1500, false],
      [200, true],
    ]);
    expect(batch.pending()).toBe(0);
  });

  it('puts back a report that did not arrive, for the next one', async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce(false)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(true);
    const batch = usageBatch(send);
    batch.add(700);
    batch.flush();
    await vi.waitFor(() => expect(batch.pending()).toBe(700));
    batch.flush();
    await vi.waitFor(() => expect(batch.pending()).toBe(700));
    batch.add(300);
    batch.flush();
    expect(send.mock.calls.map(([bytes]) => bytes as number)).toEqual([700, 700, 1000]);
  });

  it('splits a batch over the largest report the provider takes', () => {
    const send = vi.fn(async (_bytes: number) => true);
    const batch = usageBatch(send);
    batch.add(MAX_REPORTED_BYTES + 5);
    batch.flush();
    expect(send.mock.calls.map(([bytes]) => bytes)).toEqual([MAX_REPORTED_BYTES, 5]);
  });

  it('ignores what is not a count of bytes', () => {
    const send = vi.fn(async () => true);
    const batch = usageBatch(send);
    for (const bytes of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) batch.add(bytes);
    batch.flush();
    expect(send).not.toHaveBeenCalled();
  });
});
