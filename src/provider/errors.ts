import type { ErrorBody } from '../contract/schemas/envelope';

type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/**
 * The one error the provider throws (STYLE.md §5). app.onError turns it into the spec §8
 * envelope: message (en), message_fa and, for validation, field arrays under errors.
 */
export class ProviderError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly messageFa: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** The field errors in Persian; the answer carries them unless the caller asks for English. */
    readonly errorsFa?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  /** The envelope; field errors in Persian, or in English when `english` (Accept-Language: en…). */
  body(english = false): ErrorBody {
    const errors = english ? this.errors : (this.errorsFa ?? this.errors);
    return {
      message: this.message,
      message_fa: this.messageFa,
      ...(errors ? { errors } : {}),
    };
  }
}

export const notFound = (what: string, whatFa: string) =>
  new ProviderError(404, `${what} was not found.`, `${whatFa} پیدا نشد.`);

export const unauthorized = () => new ProviderError(401, 'Please log in first.', 'لطفاً ابتدا وارد حساب کاربری شوید.');
