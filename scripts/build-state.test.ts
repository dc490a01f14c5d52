import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { beginBuild, buildInputs, buildIsStale, endBuild } from './build-state.mjs';

// A small repository shaped like this one (paths of files this repository does not have start with ./), built once (the outputs and the stamp, as `npm run build` leaves them).
let root: string;
const write = (file: string, content: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), content);
};
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
const build = () => {
  beginBuild(root);
  write('dist/client/index.html', '<!doctype html>');
  write('dist/server/main.js', '');
  endBuild(root);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-state-'));
  write('.gitignore', 'node_modules/\n/dist/\n');
  write('package.json', '{"version":"0.1.0"}');
  write('vite.config.ts', "import './scripts/home-chunks';");
  write('scripts/home-chunks.ts', "export const homeChunkName = () => 'home';");
  write('src/client/main.tsx', 'export {};');
  write('./src/client/main.test.tsx', 'export {};');
  write('docs/decisions/README.md', '# Decisions');
  write('./tests/e2e/home.spec.ts', 'export {};');
  write('node_modules/.package-lock.json', '{"lockfileVersion":3}');
  git('init', '-q');
  git('add', '-A');
  build();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start builds whenever the build would differ (decision 0237)', () => {
  it('is fresh right after a build', () => {
    expect(buildIsStale(root)).toBe(false);
  });

  it('is stale after package.json changes, which the hand-kept list used to miss', () => {
    write('package.json', '{"version":"0.2.0"}');
    expect(buildIsStale(root)).toBe(true);
  });

  it('is stale after scripts/home-chunks.ts changes, which the hand-kept list used to miss', () => {
    write('scripts/home-chunks.ts', "export const homeChunkName = () => 'rewards';");
    expect(buildIsStale(root)).toBe(true);
  });

  it('is stale after a change that keeps the old file time (content, not times)', () => {
    write('src/client/main.tsx', 'export const changed = 1;');
    execFileSync('touch', ['-d', '2000-01-01', join(root, 'src/client/main.tsx')]);
    expect(buildIsStale(root)).toBe(true);
  });

  it('is stale after a new source file not yet added to git, a deleted one, or a new package install', () => {
    write('./src/client/new-screen.tsx', 'export {};');
    expect(buildIsStale(root)).toBe(true);
    build();
    rmSync(join(root, './src/client/new-screen.tsx'));
    expect(buildIsStale(root)).toBe(true);
    build();
    write('node_modules/.package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(buildIsStale(root)).toBe(true);
  });

  it('is fresh again when an edit is undone, and after changes to documents and tests only', () => {
    write('package.json', '{"version":"0.2.0"}');
    write('package.json', '{"version":"0.1.0"}');
    write('docs/decisions/README.md', '# Decisions, edited');
    write('./tests/e2e/home.spec.ts', 'export const edited = 1;');
    write('./src/client/main.test.tsx', 'export const edited = 1;');
    expect(buildIsStale(root)).toBe(false);
    expect(buildInputs(root)).toEqual([
      '.gitignore',
      'node_modules/.package-lock.json',
      'package.json',
      'scripts/home-chunks.ts',
      'src/client/main.tsx',
      'vite.config.ts',
    ]);
  });

  it('is stale when the build failed after begin, or an output is missing', () => {
    beginBuild(root);
    expect(buildIsStale(root)).toBe(true);
    build();
    rmSync(join(root, 'dist/server/main.js'));
    expect(buildIsStale(root)).toBe(true);
  });

  it('is stale when an input changed while the build ran', () => {
    beginBuild(root);
    write('src/client/main.tsx', 'export const editedDuringBuild = 1;');
    endBuild(root);
    expect(buildIsStale(root)).toBe(true);
  });

  it('finds the inputs by walking the tree where there is no git', () => {
    rmSync(join(root, '.git'), { recursive: true, force: true });
    expect(buildInputs(root)).toEqual([
      'node_modules/.package-lock.json',
      'package.json',
      'scripts/home-chunks.ts',
      'src/client/main.tsx',
      'vite.config.ts',
    ]);
  });
});
