// @ts-check
// Structured logs (docs/operations.md "Logs, health, metrics"): one JSON object a line on stdout, through pino, the usual
// logger of Node services. Shared by server/serve.mjs (start, shutdown) and the built site (one
// line a request, errors), so it takes its level as an argument instead of reading the
// environment. Nothing secret may reach a line: known fields are removed by pino's redaction, and
// every string is scrubbed of what looks like a mobile number, a card number or a bearer token.
import pino from 'pino';
import { AsyncLocalStorage } from 'node:async_hooks';

/** The request being served, so any line written meanwhile carries its id. */
export const requestContext = new AsyncLocalStorage();

const REDACTED_FIELDS = [
  'token',
  'code',
  'mobile',
  'card',
  'password',
  'authorization',
  'cookie',
  '*.token',
  '*.code',
  '*.mobile',
  '*.card',
  '*.password',
  '*.authorization',
  '*.cookie',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
];

// Iranian mobile numbers in any spelling the site accepts (09…, 9…, +98 9…, 0098 9…), Latin or
// Persian digits; 16-digit card numbers with or without separators; bearer and media tokens.
const DIGIT = '[0-9۰-۹٠-٩]';
const SCRUBS = [
  [
    new RegExp(
      `(?:(?:\\+|00)?(?:98|۹۸)[-\\s]?)?(?:0|۰)?[9۹]${DIGIT}{2}[-\\s]?${DIGIT}{3}[-\\s]?${DIGIT}{4}(?!${DIGIT})`,
      'g',
    ),
    '[mobile]',
  ],
  [new RegExp(`(?<!${DIGIT})${DIGIT}{4}(?:[-\\s]?${DIGIT}{4}){3}(?!${DIGIT})`, 'g'), '[card]'],
  [/\b(Bearer)\s+[\w.~+/=-]+/gi, '$1 [token]'],
  [/\b(auth_token|token)=[^;&\s]+/gi, '$1=[token]'],
  // A media token opens a title's files for hours (docs/media.md "Delivery: tokens, caching, nginx"): a path keeps its place.
  [/(\/media\/t\/)[^/\s"]+/g, '$1[token]'],
];

/**
 * A string with anything that looks personal or secret replaced.
 * @param {unknown} text
 * @returns {string}
 */
export function scrub(text) {
  let out = String(text);
  for (const [pattern, replacement] of SCRUBS)
    out = out.replace(/** @type {RegExp} */ (pattern), /** @type {string} */ (replacement));
  return out;
}

/**
 * Deep copy of a log object with every string scrubbed.
 * @param {any} value
 * @returns {unknown}
 */
function scrubValue(value, depth = 0) {
  if (typeof value === 'string') return scrub(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) {
    // Same class when it can be copied (pino's serializer names it), scrubbed message, stack and
    // cause as own properties: some classes (DOMException: a fetch's TimeoutError) have getters
    // only for them, which neither an assignment nor a copy's prototype may use.
    const ownClass = Object.getPrototypeOf(value);
    const copy = ownClass instanceof Error && !(value instanceof DOMException) ? Object.create(ownClass) : new Error();
    const define = (/** @type {string} */ key, /** @type {unknown} */ field) =>
      Object.defineProperty(copy, key, { value: field, enumerable: false, writable: true, configurable: true });
    define('name', value.name);
    define('message', scrub(value.message));
    define('stack', scrub(value.stack ?? ''));
    if (value.cause) define('cause', scrubValue(value.cause, depth + 1));
    return copy;
  }
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  // for…in: pino's serialised errors keep their fields on a prototype.
  /** @type {Record<string, unknown>} */
  const copy = {};
  for (const key in value) copy[key] = scrubValue(value[key], depth + 1);
  return copy;
}

/**
 * The process's logger at `level`, writing to `destination` (stdout unless a test captures it).
 * @param {string} level
 * @param {import('pino').DestinationStream} [destination]
 */
export function createLogger(level, destination) {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_FIELDS, censor: '[redacted]' },
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => /** @type {Record<string, unknown>} */ (scrubValue(object)),
      },
      hooks: {
        logMethod(args, method) {
          // The message (a string argument) is scrubbed like the fields.
          method.apply(this, /** @type {[string]} */ (args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg))));
        },
      },
      mixin: () => {
        const store = /** @type {{ id?: string } | undefined} */ (requestContext.getStore());
        return store?.id ? { reqId: store.id } : {};
      },
    },
    destination,
  );
}
