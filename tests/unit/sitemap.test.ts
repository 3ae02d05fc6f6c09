import { describe, expect, it } from 'vitest';
import { sitemapXml } from '../../src/lib/server/seo';
import { PATHS_PER_FILE, sitemapFileCount, sitemapFilePaths, URLS_PER_FILE } from '../../src/lib/server/sitemap';

const pathsOf = (n: number) => Array.from({ length: n }, (_, i) => `/cast/${i + 1}`);

describe('sitemap files', () => {
  it('holds at most 50,000 URLs a file, two per path (fa and en)', () => {
    const paths = pathsOf(PATHS_PER_FILE + 1);
    const first = sitemapXml('https://vod.example', sitemapFilePaths(paths, 1)!);
    expect(first.match(/<url>/g)).toHaveLength(URLS_PER_FILE);
    expect(URLS_PER_FILE).toBe(50_000);
  });

  it.each([
    [1, 1],
    [PATHS_PER_FILE, 1],
    [PATHS_PER_FILE + 1, 2],
    [3 * PATHS_PER_FILE, 3],
  ])('%i paths fill %i file(s)', (count, files) => {
    expect(sitemapFileCount(pathsOf(count))).toBe(files);
  });

  it('splits the paths in order, each path in exactly one file', () => {
    const paths = pathsOf(2 * PATHS_PER_FILE + 10);
    const files = [1, 2, 3].map((n) => sitemapFilePaths(paths, n)!);
    expect(files.map((f) => f.length)).toEqual([PATHS_PER_FILE, PATHS_PER_FILE, 10]);
    expect(files.flat()).toEqual(paths);
  });

  it.each([[0], [4], [1.5], [-1]])('has no file %d', (n) => {
    expect(sitemapFilePaths(pathsOf(2 * PATHS_PER_FILE + 10), n)).toBeNull();
  });
});
