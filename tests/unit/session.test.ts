import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/lib/server/api/client';
import { ApiError } from '../../src/lib/api/errors';
import { referralCookies } from '../../src/lib/server/auth/cookie';
import {
  currentUser,
  loginCookie,
  loginRedirect,
  logoutCookie,
  pageAccess,
  stripToken,
  tokenOf,
} from '../../src/lib/server/auth/session';

vi.mock('../../src/lib/server/api/client', () => ({ api: { guestStatus: vi.fn() } }));

const TOKEN = 'AbCdEfGh12345678_-xyzXYZ0987654321';

describe('the auth cookie the gateway sets at login', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and lives 30 days, so page scripts never read the token', () => {
    expect(loginCookie(TOKEN, false)).toBe(`auth_token=${TOKEN}; Max-Age=2592000; Path=/; SameSite=Lax; HttpOnly`);
  });

  it('is Secure when the request came over https', () => {
    expect(loginCookie(TOKEN, true)).toMatch(/; HttpOnly; Secure$/);
  });

  it('is removed at logout by an empty value that expires at once', () => {
    expect(logoutCookie(false)).toBe('auth_token=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly');
    expect(logoutCookie(true)).toMatch(/; Secure$/);
  });
});

describe('the login answer', () => {
  it('takes the token from data.token of the provider answer', () => {
    expect(tokenOf({ data: { token: TOKEN } })).toBe(TOKEN);
  });

  it.each([
    ['no body', null],
    ['no token', { data: {} }],
    ['a top-level token too short', { token: 'abc', data: {} }],
    ['a number', { data: { token: 42 } }],
    ['a token too short', { data: { token: 'abc' } }],
    ['a token that could inject a header', { data: { token: `${TOKEN}\r\nSet-Cookie: x=1` } }],
  ])('finds no token in %s', (_case, body) => {
    expect(tokenOf(body)).toBeNull();
  });

  it('reads the token at the top level, where spec §7 and the original client read it', () => {
    expect(tokenOf({ token: TOKEN, data: { token: TOKEN } })).toBe(TOKEN);
    expect(tokenOf({ token: TOKEN })).toBe(TOKEN);
  });

  it('answers page scripts logged_in without the token, at either level', () => {
    const answer = stripToken({ token: TOKEN, data: { token: TOKEN, logged_in: true } });
    expect(answer).toEqual({ data: { logged_in: true } });
    expect(JSON.stringify(answer)).not.toContain(TOKEN);
  });

  it('keeps the other fields of data', () => {
    expect(stripToken({ data: { token: TOKEN, expires_in: 30 } })).toEqual({
      data: { expires_in: 30, logged_in: true },
    });
  });
});

describe('which pages need a user (spec §2, §4 Auth)', () => {
  it.each([
    ['/profile', 'user'],
    ['/profile/', 'user'],
    ['/profile/settings', 'user'],
    ['/profile/list/watchlist', 'user'],
    ['/payments', 'user'],
    ['/admin', 'user'],
    ['/admin/films/12', 'user'],
    ['/admin/report.csv', 'user'],
    ['/comment/movie/1', 'user'],
    ['/comment/episode/21/', 'user'],
    ['/comment/movie', 'any'],
    ['/administrator', 'any'],
    ['/login', 'guest'],
    ['/profile/faq', 'any'],
    ['/profile/plans', 'any'],
    ['/profile/list', 'any'],
    ['/profiles', 'any'],
    ['/', 'any'],
    ['/movie/1', 'any'],
    ['/login/x', 'any'],
  ])('%s is for %s', (path, access) => {
    expect(pageAccess(path)).toBe(access);
  });

  it('sends a logged-out visitor to /login with the original path and query', () => {
    expect(loginRedirect('/login', '/profile')).toBe('/login?redirect=%2Fprofile');
    expect(loginRedirect('/en/login', '/en/payments?page=2')).toBe('/en/login?redirect=%2Fen%2Fpayments%3Fpage%3D2');
  });
});

describe('the referral cookies of ?ref= and /ref/:id (spec §5 Referral)', () => {
  it('keeps the raw code in refb and its base-62 value in ref, 30 days, readable by islands', () => {
    expect(referralCookies('abc')).toEqual([
      'refb=abc; Max-Age=2592000; Path=/; SameSite=Lax',
      'ref=39134; Max-Age=2592000; Path=/; SameSite=Lax',
    ]);
  });

  it('marks them Secure when the page was asked over https', () => {
    expect(referralCookies('abc', true)).toEqual([
      'refb=abc; Max-Age=2592000; Path=/; SameSite=Lax; Secure',
      'ref=39134; Max-Age=2592000; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('uses a code of 10 characters and ignores one of 11 or more', () => {
    expect(referralCookies('a'.repeat(10))).toHaveLength(2);
    expect(referralCookies('a'.repeat(11))).toEqual([]);
  });

  it('sets nothing without a code', () => {
    expect(referralCookies(null)).toEqual([]);
    expect(referralCookies('')).toEqual([]);
  });

  it('stores a code that is not base-62 as ref 0, and keeps it raw (encoded) in refb', () => {
    expect(referralCookies('a;b')).toEqual([
      'refb=a%3Bb; Max-Age=2592000; Path=/; SameSite=Lax',
      'ref=0; Max-Age=2592000; Path=/; SameSite=Lax',
    ]);
  });

  it('does not store the referral value 4 (spec §4 Auth: "if present and not 4")', () => {
    expect(referralCookies('4')).toEqual([]);
  });
});

describe('currentUser() of a page request', () => {
  const guestStatus = vi.mocked(api.guestStatus);
  const request = (cookie?: string) => ({
    cookies: { get: (name: string) => (name === 'auth_token' && cookie !== undefined ? { value: cookie } : undefined) },
    url: new URL('https://shop.example/profile'),
    locals: { locale: 'fa' },
  });
  const user = (scope: string[]) => ({ mobile: scope.includes('user') ? '09123456789' : null, scope });

  beforeEach(() => {
    guestStatus.mockReset();
  });

  it('asks the provider with the token of the cookie and answers the user', async () => {
    guestStatus.mockResolvedValue(user(['user']) as never);
    expect(await currentUser(request(TOKEN) as never)).toMatchObject({ mobile: '09123456789' });
    expect(guestStatus).toHaveBeenCalledWith('/checkuser', { token: TOKEN, host: 'shop.example', locale: 'fa' });
  });

  it.each([
    ['no cookie', undefined],
    ['a malformed cookie', 'x y'],
  ])('is null with %s, without a call', async (_c, cookie) => {
    expect(await currentUser(request(cookie) as never)).toBeNull();
    expect(guestStatus).not.toHaveBeenCalled();
  });

  it('is null when the provider answers 401 (revoked or expired session)', async () => {
    guestStatus.mockRejectedValue(new ApiError(401, 'Please log in first.'));
    expect(await currentUser(request(TOKEN) as never)).toBeNull();
  });

  it('is null when the provider answers a guest for the token', async () => {
    guestStatus.mockResolvedValue(user(['guest']) as never);
    expect(await currentUser(request(TOKEN) as never)).toBeNull();
  });

  it('lets other failures through (the provider is down: an error page, not a silent logout)', async () => {
    guestStatus.mockRejectedValue(new ApiError(500, 'down'));
    await expect(currentUser(request(TOKEN) as never)).rejects.toThrow('down');
  });
});
