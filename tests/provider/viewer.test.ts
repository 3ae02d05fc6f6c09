import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ENGINES, sessionFor, startProvider, type TestProvider } from './harness';
import { sessions, subscriptions, users } from '../../src/provider/db/schema';
import { daysLeft, findViewer, hashToken } from '../../src/provider/domain/auth/viewer';

// Every logged-in call starts by finding its viewer (one query since it was two): the session's
// user, and the end of the latest subscription still running.
const DAY = 86_400_000;

describe.each(ENGINES)('the viewer a token stands for, on %s', (engine) => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startProvider(engine);
  });
  afterAll(() => provider?.close());

  const userOf = async (token: string) => {
    const [row] = await provider.database.db
      .select({ id: sessions.userId })
      .from(sessions)
      .where(eq(sessions.tokenHash, await hashToken(token)));
    return row!.id;
  };
  const subscribe = async (userId: number, startDays: number, endDays: number) =>
    provider.database.db.insert(subscriptions).values({
      userId,
      planId: 1,
      startsAt: new Date(Date.now() + startDays * DAY),
      endsAt: new Date(Date.now() + endDays * DAY),
    });

  it('a user with no subscription: their id, mobile and ref, and no end date', async () => {
    const token = await sessionFor(provider, '09120000101');
    const viewer = await findViewer(provider.database.db, token);
    expect(viewer).toMatchObject({ mobile: '09120000101', ref: 0, subscriptionEndsAt: null });
    expect(viewer?.userId).toBe(await userOf(token));
    expect(daysLeft(viewer)).toBe(0);
  });

  it('only an ended subscription counts as none; of several running, the one that ends last', async () => {
    const token = await sessionFor(provider, '09120000102');
    const userId = await userOf(token);
    await subscribe(userId, -40, -10);
    expect((await findViewer(provider.database.db, token))?.subscriptionEndsAt).toBeNull();
    await subscribe(userId, -5, 25);
    await subscribe(userId, 25, 55);
    const viewer = await findViewer(provider.database.db, token);
    expect(viewer?.subscriptionEndsAt).toBeInstanceOf(Date);
    expect(daysLeft(viewer)).toBe(55);
  });

  it('another user’s subscription is not this user’s', async () => {
    const subscriber = await sessionFor(provider, '09120000103', 30);
    const other = await sessionFor(provider, '09120000104');
    expect(daysLeft(await findViewer(provider.database.db, subscriber))).toBe(30);
    expect((await findViewer(provider.database.db, other))?.subscriptionEndsAt).toBeNull();
  });

  it('no viewer for no token, an unknown one, an expired or a revoked session', async () => {
    expect(await findViewer(provider.database.db, null)).toBeNull();
    expect(await findViewer(provider.database.db, 'x'.repeat(32))).toBeNull();
    const expired = await sessionFor(provider, '09120000105', 30);
    await provider.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, await hashToken(expired)));
    expect(await findViewer(provider.database.db, expired)).toBeNull();
    const revoked = await sessionFor(provider, '09120000106');
    await provider.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, await hashToken(revoked)));
    expect(await findViewer(provider.database.db, revoked)).toBeNull();
    // The users are still there: only their sessions ended.
    expect((await provider.database.db.select().from(users).where(eq(users.mobile, '09120000106'))).length).toBe(1);
  });
});
