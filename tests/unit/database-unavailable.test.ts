import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/provider/db/unavailable';

describe('isDatabaseUnavailable()', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a server shutting down',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    [
      'drizzle wrapping the driver error',
      new Error('Failed query: select 1', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }),
    ],
    [
      'an AggregateError of refusals',
      Object.assign(new AggregateError([Object.assign(new Error(''), { code: 'ECONNREFUSED' })]), {}),
    ],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error at or near'), { code: '42601' })],
    ['anything else', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
