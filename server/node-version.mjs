// @ts-check
// Imported first by server/serve.mjs: the server refuses to start on a Node it cannot run, with
// one line that says which Node it needs, instead of starting and answering 500 on every page
// (Astro 7 calls Promise.withResolvers, which Node 20 lacks). The range is package.json's
// `engines.node`; npm scripts run the pinned Node 24 (node_modules/.bin/node).
import { readFileSync } from 'node:fs';

/**
 * The problem with running on `version` under an engines range like ">=24.0.0 <25", or null.
 * Only the forms package.json uses are read: a lower bound `>=X.Y.Z` and an upper `<N`.
 * @param {string} version @param {string} range
 */
export function nodeVersionProblem(version, range) {
  const parse = (/** @type {string} */ text) => text.replace(/^v/, '').split('.').map(Number);
  const [major = 0, minor = 0, patch = 0] = parse(version);
  const at = major * 1e6 + minor * 1e3 + patch;
  const lower = /(?:^|\s)>=\s*v?(\d+(?:\.\d+){0,2})/.exec(range)?.[1];
  const upper = /(?:^|\s)<\s*v?(\d+(?:\.\d+){0,2})/.exec(range)?.[1];
  const value = (/** @type {string} */ text) => {
    const [a = 0, b = 0, c = 0] = parse(text);
    return a * 1e6 + b * 1e3 + c;
  };
  if ((lower && at < value(lower)) || (upper && at >= value(upper))) {
    return `This server needs Node ${range} (package.json engines); this is Node ${version}. Run it with node_modules/.bin/node (npm start does), or install Node 24.`;
  }
  return null;
}

const engines = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines?.node;
const problem = engines ? nodeVersionProblem(process.version, engines) : null;
if (problem) {
  console.error(problem);
  process.exit(1);
}
