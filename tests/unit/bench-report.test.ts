import { describe, expect, it } from 'vitest';
import { machine, replaceSection } from '../../scripts/bench/report.mjs';

// scripts/bench/report.mjs: each bench replaces its own section of docs/benchmarks.md and
// leaves the prose and the other sections as they were.
describe('replaceSection', () => {
  const file = [
    '# Benchmarks',
    'Prose.',
    '<!-- bench:bench:start -->',
    'old figures',
    '<!-- bench:bench:end -->',
    '<!-- bench:bench:load:start -->',
    'load figures',
    '<!-- bench:bench:load:end -->',
    'More prose.',
  ].join('\n');

  it("replaces only its own section's body", () => {
    const next = replaceSection(file, 'bench', 'new figures');
    expect(next).toContain('<!-- bench:bench:start -->\nnew figures\n<!-- bench:bench:end -->');
    expect(next).not.toContain('old figures');
    expect(next).toContain('load figures');
    expect(next.startsWith('# Benchmarks\nProse.')).toBe(true);
    expect(next.endsWith('More prose.')).toBe(true);
  });

  it('does not take bench:load for bench (the key is matched whole)', () => {
    expect(replaceSection(file, 'bench:load', 'new load')).toContain('old figures');
  });

  it('appends a section of its own when the file has none', () => {
    const next = replaceSection(file, 'bench:artwork', 'artwork figures');
    expect(next.startsWith(file)).toBe(true);
    expect(next).toContain('## `bench:artwork`\n\n<!-- bench:bench:artwork:start -->\nartwork figures\n');
  });
});

describe('machine', () => {
  it('names the cores, Node and the system', () => {
    expect(machine()).toMatch(/^\d+ cores \(.*\), Node v\d+\.\d+\.\d+, .+/);
  });
});
