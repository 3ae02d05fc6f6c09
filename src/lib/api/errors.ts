import { errorBody } from './schemas/envelope';

/** A failed call, read as spec §8 says: field errors, else message_fa, else message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The first error of a field, or of any field (spec §5 Server errors: "the first entry is shown"). */
  firstError(field?: string): string | undefined {
    const list = field ? this.errors[field] : Object.values(this.errors)[0];
    return list?.[0];
  }
}

/** Builds the ApiError of a non-200 response body; locale picks message_fa or message. */
export function apiErrorOf(status: number, body: unknown, locale: 'fa' | 'en' = 'fa'): ApiError {
  const parsed = errorBody.safeParse(body);
  if (!parsed.success)
    return new ApiError(status, locale === 'fa' ? 'پاسخ نامعتبر از سرور' : 'Invalid response from the server');
  const { message, message_fa, errors } = parsed.data;
  return new ApiError(status, (locale === 'fa' && message_fa) || message, errors ?? {});
}
