import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from '../../server/node-version.mjs';

describe('nodeVersionProblem()', () => {
  it.each(['v24.0.0', 'v24.21.0'])('accepts %s for >=24.0.0 <25', (version) => {
    expect(nodeVersionProblem(version, '>=24.0.0 <25')).toBeNull();
  });

  it.each(['v20.20.2', 'v22.12.0', 'v25.0.0'])('refuses %s, naming the range and the version', (version) => {
    expect(nodeVersionProblem(version, '>=24.0.0 <25')).toMatch(new RegExp(`needs Node >=24.0.0 <25.*${version}`));
  });
});

describe('the server on a Node it cannot run', () => {
  it('refuses to start with one line, instead of answering 500 on every page', () => {
    // This Node pretends to be 20: the check runs before anything else is loaded.
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'data:text/javascript,Object.defineProperty(process,"version",{value:"v20.20.2"})',
        'server/serve.mjs',
      ],
      { encoding: 'utf8', env: { ...process.env, PORT: '0' }, timeout: 20_000 },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringContaining('needs Node >=24.0.0 <25')]);
  });
});
