import type { Locale } from '../i18n';
import { BODY_LIMITS, declaredOver, refusal, type RefusedStatus } from '../../ops/body-limits.mjs';

// docs/operations.md "Request bodies": a route reads a request body only through here, so no body is read whole
// before its size is known. The adapter hands the body over as it arrives (it buffers nothing);
// a declared length over the limit is refused before reading, and a body without one is counted
// as it streams and left unread at the limit.

/** Why a body was not taken: too large (413), not a type the route takes (415), unreadable (400). */
export interface Refused {
  ok: false;
  status: RefusedStatus;
  limit: number;
}

const refused = (status: RefusedStatus, limit: number): Refused => ({ ok: false, status, limit });

/** The body's bytes, at most `limit` of them, or why not. */
export async function readBody(
  request: Request,
  limit: number,
): Promise<{ ok: true; bytes: Uint8Array<ArrayBuffer> } | Refused> {
  if (declaredOver(request.headers.get('content-length'), limit)) return refused(413, limit);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  try {
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      size += chunk.value.byteLength;
      // Stop reading here; the refusal closes the connection, so the rest is never read.
      if (size > limit) return refused(413, limit);
      chunks.push(chunk.value);
    }
  } catch {
    // The sender went away mid-body, or the adapter's own limit stopped it (body-limits.mjs).
    return refused(400, limit);
  } finally {
    reader?.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** What an HTML form sends (spec §2: the page forms, and the bank's POST back to /callback). */
const URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

/**
 * A page's form fields (text fields only: no page takes a file), at most BODY_LIMITS.form bytes;
 * anything but a form's two content types is refused (415), as is a form that does not parse (400).
 */
export async function readForm(request: Request): Promise<{ ok: true; form: URLSearchParams } | Refused> {
  const limit = BODY_LIMITS.form;
  const type = request.headers.get('content-type') ?? '';
  const mediaType = type.split(';')[0]!.trim().toLowerCase();
  if (mediaType !== URLENCODED && mediaType !== MULTIPART) return refused(415, limit);
  const body = await readBody(request, limit);
  if (!body.ok) return body;
  if (mediaType === URLENCODED) return { ok: true, form: new URLSearchParams(new TextDecoder().decode(body.bytes)) };
  try {
    // Already bounded: the platform's parser reads these bytes, not the request.
    const parts = await new Response(body.bytes, { headers: { 'content-type': type } }).formData();
    const form = new URLSearchParams();
    for (const [name, value] of parts) if (typeof value === 'string') form.append(name, value);
    return { ok: true, form };
  } catch {
    // No boundary, or parts that do not parse.
    return refused(400, limit);
  }
}

/** The answer to a refused body: the API's error envelope, or text in the visitor's language. */
export function refusedAnswer({ status, limit }: Refused, audience: 'api' | Locale): Response {
  const answer = refusal(status, audience, limit);
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
