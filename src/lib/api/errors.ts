import type { ErrorBody } from '../../contract/schemas/envelope';

// Shared by the page client and the islands' client: read without zod, so the browser does not
// load a schema library to show an error message.

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** spec §8's envelope (schemas/envelope.ts errorBody), or null when the body is not one. */
function readErrorBody(body: unknown): ErrorBody | null {
  if (!isRecord(body) || typeof body['message'] !== 'string') return null;
  const { message, message_fa: messageFa, errors } = body;
  if (messageFa !== undefined && typeof messageFa !== 'string') return null;
  const fields: Record<string, string[]> = {};
  if (errors !== undefined) {
    if (!isRecord(errors)) return null;
    for (const [field, list] of Object.entries(errors)) {
      if (!Array.isArray(list) || !list.every((entry) => typeof entry === 'string')) return null;
      fields[field] = list;
    }
  }
  return {
    message,
    ...(messageFa === undefined ? {} : { message_fa: messageFa }),
    ...(errors ? { errors: fields } : {}),
  };
}

/** Builds the ApiError of a non-200 response body; locale picks message_fa or message. */
export function apiErrorOf(status: number, body: unknown, locale: 'fa' | 'en' = 'fa'): ApiError {
  const parsed = readErrorBody(body);
  if (!parsed)
    return new ApiError(status, locale === 'fa' ? 'پاسخ نامعتبر از سرور' : 'Invalid response from the server');
  const { message, message_fa, errors } = parsed;
  return new ApiError(status, (locale === 'fa' && message_fa) || message, errors ?? {});
}
