import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments and docs cite files by their repository path (src/lib/server/page-cache.ts,
// docs/operations.md "Request bodies"). A path that no longer exists sends a maintainer nowhere,
// so every cited path must exist, every quoted part of a cited doc must be in that doc, and
// every relative link between the docs must reach its file and heading. URLs, globs and
// templates (`src/lib/server/pages/<route>.ts`, `docs/decisions/0003-….md`) are not paths.

const CODE_ROOTS = ['src', 'scripts', 'server', 'tests', 'deploy'];
const ROOT_FILES = [
  'astro.config.mjs',
  'eslint.config.js',
  'playwright.config.ts',
  'vitest.config.ts',
  'Dockerfile',
  'compose.yaml',
  '.env.example',
  '.ci/run',
];
const SKIP = ['src/styles/generated'];
const CODE = /\.(ts|tsx|mjs|js|astro|scss)$/;

function walk(dir: string): string[] {
  if (SKIP.includes(dir) || !existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The comments of a JavaScript, TypeScript or Sass text, each with its leaders (`//`, `*`). */
function scriptComments(text: string): string[] {
  const comments: string[] = [];
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote || (c === '\n' && quote !== '`')) quote = '';
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      // A run of line comments is one comment, so a citation may wrap onto the next line.
      const last = comments.length && /\/\/[^\n]*\n[ \t]*$/.test(text.slice(Math.max(0, i - 400), i));
      const line = text.slice(i, end === -1 ? undefined : end);
      if (last) comments[comments.length - 1] += `\n${line}`;
      else comments.push(line);
      i = end === -1 ? text.length : end;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      comments.push(text.slice(i, end === -1 ? undefined : end + 2));
      i = end === -1 ? text.length : end + 1;
    }
  }
  return comments;
}

function comments(path: string, text: string): string[] {
  if (path.endsWith('.astro')) {
    const [, frontmatter = '', template = text] = text.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/) ?? [];
    const scripts = [...template.matchAll(/<(script|style)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => m[2]!);
    const marked = [...template.matchAll(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g)].map((m) => m[0]);
    return [...scriptComments(frontmatter), ...scripts.flatMap(scriptComments), ...marked];
  }
  if (CODE.test(path)) return scriptComments(text);
  return [...text.matchAll(/(?:^|\s)(#[^\n]*)/g)].map((m) => m[1]!);
}

const PATH = /(?<![\w./@-])(?:src|scripts|server|tests|deploy|docs)\/[\w.\-/[\]@]*/g;
const QUOTED = /^[\s,]*(?:\n[ \t]*(?:\/\/|\*|#)[ \t]*)?"([^"\n]+)"/;

interface Citation {
  path: string;
  quoted?: string;
}

/** The repository paths a text cites, with the part of a doc quoted after it. */
function citations(text: string): Citation[] {
  const found: Citation[] = [];
  for (const match of text.matchAll(PATH)) {
    // Trailing punctuation is the sentence's, and so is a `]` that closes a Markdown link.
    let path = match[0].replace(/[.,:;]+$/, '');
    while (path.endsWith(']') && path.split('[').length < path.split(']').length) path = path.slice(0, -1);
    const next = text[match.index + match[0].length] ?? '';
    if (/[*<{…$]/.test(next) || path.includes('*')) continue;
    const after = text.slice(match.index + path.length);
    found.push({ path, quoted: path.endsWith('.md') ? after.match(QUOTED)?.[1] : undefined });
  }
  return found;
}

const resolves = (path: string) =>
  existsSync(path) || ['.ts', '.tsx', '.mjs', '.js', '.astro'].some((ext) => existsSync(path + ext));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchors = (doc: string) =>
  new Set([...readFileSync(doc, 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));

/** Whether a doc holds a quoted part (a heading, or a bold lead such as **Request bodies**). */
const holds = (doc: string, quoted: string) =>
  readFileSync(doc, 'utf8')
    .replace(/\*\*|`/g, '')
    .toLowerCase()
    .includes(quoted.toLowerCase());

const codeFiles = [...CODE_ROOTS.flatMap(walk), ...ROOT_FILES.filter((f) => existsSync(f))].filter(
  (f) => CODE.test(f) || !/\.(json|webp|png|jpg|woff2?|ttf|mp4|m4s|vtt|m3u8|srt|wav|svg|ico)$/.test(f),
);
const docFiles = ['README.md', ...walk('docs').filter((f) => f.endsWith('.md'))];
const cited = [
  ...codeFiles.flatMap((file) =>
    comments(file, readFileSync(file, 'utf8')).flatMap((c) => citations(c).map((x) => ({ file, ...x }))),
  ),
  ...docFiles.flatMap((file) => citations(readFileSync(file, 'utf8')).map((x) => ({ file, ...x }))),
];

describe('paths cited in comments and docs', () => {
  it('finds the citations (the scan reads comments at all)', () => {
    expect(cited.filter((c) => c.path.startsWith('docs/')).length).toBeGreaterThan(100);
    expect(cited.filter((c) => c.quoted).length).toBeGreaterThan(50);
    expect(cited.length).toBeGreaterThan(300);
  });

  it('cite files and folders that exist', () => {
    expect(cited.filter((c) => !resolves(c.path)).map((c) => `${c.file}: ${c.path}`)).toEqual([]);
  });

  it('quote parts of a doc that the doc holds', () => {
    const wrong = cited.filter((c) => c.quoted && existsSync(c.path) && !holds(c.path, c.quoted));
    expect(wrong.map((c) => `${c.file}: ${c.path} "${c.quoted}"`)).toEqual([]);
  });
});

describe('links between the docs', () => {
  const links = docFiles.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
      .map((m) => m[1]!)
      .filter((target) => !/^[a-z]+:/.test(target))
      .map((target) => ({ file, target })),
  );

  it('reach a file, and a heading of it when they name one', () => {
    const broken = links.filter(({ file, target }) => {
      const [path = '', anchor] = target.split('#');
      const doc = path ? normalize(join(dirname(file), path)) : file;
      if (!existsSync(doc)) return true;
      return anchor !== undefined && doc.endsWith('.md') && !anchors(doc).has(anchor);
    });
    expect(broken.map(({ file, target }) => `${file}: ${target}`)).toEqual([]);
  });
});
