// `npm test`'s route tree step: whether src/client/routeTree.gen.ts is what TanStack's generator makes of the
// routes as they are, without writing it (decision 0239). The generator runs on a copy (tsr.config.json, the routes
// folder and the generated file, in a temporary folder laid out like the checkout), and the copy is compared with
// the checkout: a stale tree, or a route file the generator would rewrite, fails the step and says how to fix it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TSR = fileURLToPath(new URL('../../node_modules/.bin/tsr', import.meta.url));

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

const contentOf = (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

/** The files (relative to root) that differ from what the generator would leave; an empty list when none do. */
export function routeTreeDifferences(root = process.cwd()) {
  const config = JSON.parse(readFileSync(join(root, 'tsr.config.json'), 'utf8'));
  const routes = relative(root, resolve(root, config.routesDirectory));
  const tree = relative(root, resolve(root, config.generatedRouteTree));
  const copy = mkdtempSync(join(tmpdir(), 'route-tree-'));
  try {
    writeFileSync(join(copy, 'tsr.config.json'), JSON.stringify(config));
    cpSync(join(root, routes), join(copy, routes), { recursive: true });
    if (existsSync(join(root, tree))) {
      mkdirSync(dirname(join(copy, tree)), { recursive: true });
      cpSync(join(root, tree), join(copy, tree));
    }
    const result = spawnSync(TSR, ['generate'], { cwd: copy, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`tsr generate failed:\n${result.stdout}${result.stderr}`);
    const candidates = [
      tree,
      ...new Set([...filesUnder(join(root, routes)), ...filesUnder(join(copy, routes))].map((f) => join(routes, f))),
    ];
    return candidates.filter((file) => contentOf(join(root, file)) !== contentOf(join(copy, file))).sort();
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const differences = routeTreeDifferences();
  if (differences.length > 0) {
    console.error(
      [
        'The route tree is not what the routes generate; these files would change:',
        ...differences.map((file) => `  ${file}`),
        'Run `npm run routes` (tsr generate) and commit the result.',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log('The route tree matches the routes.');
}
