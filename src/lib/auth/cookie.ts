/**
 * ARCHITECTURE.md §6: the bearer token lives only in this HttpOnly, SameSite=Lax cookie (its name
 * starts with "auth", spec §3 Cookies); the gateway turns it into the Authorization header.
 */
export const AUTH_COOKIE = 'auth_token';

/** A token as the provider issues it: URL-safe characters only, so a forged cookie cannot inject headers. */
export const isWellFormedToken = (value: string | undefined): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{16,256}$/.test(value);
