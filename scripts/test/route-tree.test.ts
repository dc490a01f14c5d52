import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routeTreeDifferences } from './route-tree.mjs';

// A checkout with two routes and the tree generated from them, as committed.
const TREE = 'src/client/routeTree.gen.ts';
let root: string;
const write = (file: string, content: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), content);
};
const route = (path: string) =>
  `import { createFileRoute } from '@tanstack/react-router';\n\nexport const Route = createFileRoute('${path}')({});\n`;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'route-tree-check-'));
  write('tsr.config.json', readFileSync('tsr.config.json', 'utf8'));
  write(
    'src/client/routes/__root.tsx',
    "import { createRootRoute } from '@tanstack/react-router';\n\nexport const Route = createRootRoute();\n",
  );
  write('src/client/routes/login.tsx', route('/login'));
  execFileSync(join(process.cwd(), 'node_modules/.bin/tsr'), ['generate'], {
    cwd: root,
    stdio: 'ignore',
    env: process.env,
  });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm test's route tree step checks the tree without writing it (decision 0239)", () => {
  it('finds nothing to change in a tree generated from the routes as they are', () => {
    expect(routeTreeDifferences(root)).toEqual([]);
  });

  it('names the tree when a route was added after it was generated, and leaves the tree as it was', () => {
    const committed = readFileSync(join(root, TREE), 'utf8');
    write('src/client/routes/check.tsx', route('/check'));
    expect(routeTreeDifferences(root)).toEqual([TREE]);
    expect(readFileSync(join(root, TREE), 'utf8')).toBe(committed);
  });

  it('names a route file whose path the generator would rewrite, and leaves it as it was', () => {
    write('src/client/routes/login.tsx', route('/sign-in'));
    expect(routeTreeDifferences(root)).toEqual(['src/client/routes/login.tsx']);
    expect(readFileSync(join(root, 'src/client/routes/login.tsx'), 'utf8')).toContain("createFileRoute('/sign-in')");
  });
});
