import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config';

// docs/configuration.md: every variable its table lists, and every one the configuration
// reads, is in .env.example, so an operator has one file to start from.
const table = readFileSync('docs/configuration.md', 'utf8');
const example = readFileSync('.env.example', 'utf8');

const tableVariables = [...table.matchAll(/^\| `([A-Z_]+)`(?:, `([A-Z_]+)`)?/gm)]
  .flatMap((m) => [m[1], m[2]])
  .filter(Boolean);
const exampleVariables = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));

describe('.env.example', () => {
  it('names every variable of the configuration table (docs/configuration.md)', () => {
    expect(tableVariables.length).toBeGreaterThan(20);
    expect(tableVariables.filter((name) => !exampleVariables.has(name!))).toEqual([]);
  });

  it('names every variable the configuration reads', () => {
    const read = Object.keys(parseConfig({}));
    expect(read.filter((name) => !exampleVariables.has(name))).toEqual([]);
  });

  it('lists nothing the configuration table does not explain', () => {
    expect([...exampleVariables].filter((name) => !tableVariables.includes(name))).toEqual([]);
  });
});
