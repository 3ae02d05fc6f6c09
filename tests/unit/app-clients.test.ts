import { describe, expect, it } from 'vitest';
import { apiCaller, bearerOf, preflightAnswer } from '../../src/lib/server/app-clients';

const SITE = new URL('https://pardeh.example/api/v1/login');
const ALLOWED = ['https://app.example'];
const call = (headers: Record<string, string>, method = 'POST') =>
  new Request(SITE, { method, headers, ...(method === 'POST' ? { body: '{}' } : {}) });

describe('apiCaller()', () => {
  it("names the site's own pages, a configured origin, a caller with no origin and anyone else", () => {
    expect(apiCaller(call({ origin: 'https://pardeh.example' }), SITE, ALLOWED)).toEqual({ kind: 'site' });
    expect(apiCaller(call({ origin: 'https://app.example' }), SITE, ALLOWED)).toEqual({
      kind: 'cross-origin',
      origin: 'https://app.example',
    });
    expect(apiCaller(call({}), SITE, ALLOWED)).toEqual({ kind: 'no-origin' });
    expect(apiCaller(call({ origin: 'https://evil.example' }), SITE, ALLOWED)).toEqual({ kind: 'refused' });
    expect(apiCaller(call({ origin: 'null' }), SITE, ALLOWED)).toEqual({ kind: 'refused' });
  });

  it('refuses every other origin when none is configured', () => {
    expect(apiCaller(call({ origin: 'https://app.example' }), SITE, [])).toEqual({ kind: 'refused' });
  });
});

describe('bearerOf()', () => {
  it('reads the token of "Authorization: Bearer", and nothing else', () => {
    expect(bearerOf(call({ authorization: 'Bearer abc.def' }))).toBe('abc.def');
    expect(bearerOf(call({ authorization: 'bearer abc' }))).toBe('abc');
    expect(bearerOf(call({ authorization: 'Basic abc' }))).toBeNull();
    expect(bearerOf(call({ authorization: 'Bearer a b' }))).toBeNull();
    expect(bearerOf(call({}))).toBeNull();
  });
});

describe('preflightAnswer()', () => {
  it('names the origin, the Authorization header and no credentials', () => {
    const answer = preflightAnswer('https://app.example');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(answer.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
