import { describe, expect, it } from 'vitest';
import { REDIRECT_MAX_LENGTH, safeRedirect } from '../../src/contract/rules/redirect';

describe('safeRedirect() (spec §5 Redirect target)', () => {
  it.each([
    '/',
    '/profile',
    '/movie/12',
    '/profile/list/watch-later',
    '/profile/list/my_list',
    '/plan/3?content_id=5&content_type=movie',
    '/payments?page=2#latest',
    '/profile#lists',
    '/search/%D9%81%DB%8C%D9%84%D9%85',
    '/search/فیلم',
    '/en/profile/settings',
    '/a@b~c-d_e%20f',
    '/download?id=4&quality=1080p',
    `/${'a'.repeat(REDIRECT_MAX_LENGTH - 1)}`,
  ])('accepts the site-relative path %j', (target) => {
    expect(safeRedirect(target)).toBe(target);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty string', ''],
    ['a relative path', 'movie/1'],
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/login'],
    ['three slashes', '///evil.example'],
    ['an absolute https URL', 'https://evil.example'],
    ['an absolute http URL', 'http://evil.example/profile'],
    ['a scheme with one slash', 'http:/evil.example'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash and slash', '/\\/evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash inside the path', '/profile\\..\\evil'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slashes in lowercase', '/%2f%2fevil.example'],
    ['an encoded slash after the slash', '/%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded backslash in lowercase', '/%5cevil.example'],
    ['an encoded newline', '/profile%0d%0aSet-Cookie:x=1'],
    ['an encoded NUL', '/profile%00'],
    ['malformed percent-encoding', '/profile%E0%A4%A'],
    ['a newline', '/movie\n/1'],
    ['a tab', '/movie/1\t'],
    ['a NUL in the query', '/movie/1?x=\u0000'],
    ['a space', '/movie 1'],
    ['a dot segment', '/../evil'],
    ['a dot in the path', '/robots.txt'],
    ['angle brackets', '/<script>'],
    ['a quote in the path', '/movie"1'],
    ['a target over the length limit', `/${'a'.repeat(REDIRECT_MAX_LENGTH)}`],
  ])('refuses %s', (_name, target) => {
    expect(safeRedirect(target)).toBeNull();
  });
});
