import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../src/lib/api/errors';

describe('apiErrorOf() (spec §8)', () => {
  it('shows message_fa in fa and message in en', () => {
    const body = { message: 'Not found', message_fa: 'پیدا نشد' };
    expect(apiErrorOf(404, body, 'fa').message).toBe('پیدا نشد');
    expect(apiErrorOf(404, body, 'en').message).toBe('Not found');
  });

  it('falls back to message when message_fa is missing', () => {
    expect(apiErrorOf(500, { message: 'Boom' }, 'fa').message).toBe('Boom');
  });

  it('keeps field errors and gives the first entry of a field', () => {
    const error = apiErrorOf(422, { message: 'Invalid', errors: { mobile: ['first', 'second'], password: ['p'] } });
    expect(error.status).toBe(422);
    expect(error.firstError('mobile')).toBe('first');
    expect(error.firstError()).toBe('first');
    expect(error.firstError('password')).toBe('p');
    expect(error.firstError('other')).toBeUndefined();
  });

  it('answers a clear error for a body that is not the envelope', () => {
    expect(apiErrorOf(502, '<html>', 'fa').message).toMatch(/[\u0600-\u06ff]/);
  });
});
