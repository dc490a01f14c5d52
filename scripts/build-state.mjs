// Whether the build in dist/ was made from the files as they are now: `npm start`, the browser tests, the
// screens and the benchmarks build only when it was not (decision 0237).
//
// The inputs are every file git knows or would add (tracked, or untracked and not ignored) outside docs/ and
// tests/, test files aside, plus the installed packages' lock (node_modules/.package-lock.json, which npm rewrites
// on every install). No hand-kept list: a file the build starts reading is an input without anyone adding it, and
// the few that are read by nothing (biome.json, the CI script) cost at most one rebuild. They are compared by
// content, not by time: a checkout, a stash or a copy that keeps old times still counts, and an edit undone does not.
//
// `npm run build` runs `node scripts/build-state.mjs begin` first and `… end` last: begin hashes the inputs the
// build is about to read and removes the old stamp, end keeps that hash beside the outputs. A failed build leaves
// no stamp, and a file edited while the build ran makes the next start build again.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUTPUTS = ['dist/client/index.html', 'dist/server/main.js'];
const STAMP = 'dist/build-inputs.sha256';
const PENDING = 'dist/build-inputs.pending';
/** Read by nothing the build runs: the documents, the test suites and the test files beside the code. */
const NOT_INPUTS = [/^docs\//, /^tests\//, /\.test\.[cm]?[jt]sx?$/];
/** Outside git (a copy of the sources without .git): the folders a walk of the tree skips. */
const NOT_SOURCES = new Set(['node_modules', 'dist', 'data', 'coverage', 'test-results', 'playwright-report']);
const INSTALLED_PACKAGES = 'node_modules/.package-lock.json';

/** Null when root is not the top of a git work tree (no git, or a copy inside another checkout's folders). */
function gitFiles(root) {
  const git = (...args) =>
    execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  try {
    if (realpathSync(git('rev-parse', '--show-toplevel').trim()) !== realpathSync(root)) return null;
    return git('ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0').filter(Boolean);
  } catch {
    return null;
  }
}

function walkedFiles(root, dir = root) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || NOT_SOURCES.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...walkedFiles(root, path));
    else if (entry.isFile()) files.push(relative(root, path).split(sep).join('/'));
  }
  return files;
}

/** The files the build reads, relative to root with forward slashes, sorted. */
export function buildInputs(root = process.cwd()) {
  const files = (gitFiles(root) ?? walkedFiles(root)).filter((file) => !NOT_INPUTS.some((rule) => rule.test(file)));
  files.push(INSTALLED_PACKAGES);
  return [...new Set(files)].sort();
}

/** One hash over every input's path and content; a deleted input counts as a change too. */
export function buildInputsHash(root = process.cwd()) {
  const hash = createHash('sha256');
  for (const file of buildInputs(root)) {
    const path = join(root, file);
    const exists = existsSync(path) && statSync(path).isFile();
    hash.update(`${file}\0${exists ? 'file' : 'missing'}\0`);
    if (exists) hash.update(readFileSync(path));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function buildIsStale(root = process.cwd()) {
  if (!OUTPUTS.every((output) => existsSync(join(root, output)))) return true;
  const stamp = join(root, STAMP);
  if (!existsSync(stamp)) return true;
  return readFileSync(stamp, 'utf8').trim() !== buildInputsHash(root);
}

/** Before the build: the inputs it is about to read, and no stamp until it has finished. */
export function beginBuild(root = process.cwd()) {
  rmSync(join(root, STAMP), { force: true });
  const pending = join(root, PENDING);
  mkdirSync(join(root, 'dist'), { recursive: true });
  writeFileSync(pending, `${buildInputsHash(root)}\n`);
}

/** After every step of the build succeeded: the outputs are from the inputs begin saw. */
export function endBuild(root = process.cwd()) {
  renameSync(join(root, PENDING), join(root, STAMP));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const step = process.argv[2];
  if (step === 'begin') beginBuild();
  else if (step === 'end') endBuild();
  else {
    console.error('usage: node scripts/build-state.mjs begin|end');
    process.exit(2);
  }
}
