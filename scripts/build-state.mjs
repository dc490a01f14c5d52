// Whether the build in dist/ is missing or older than any of its sources: `npm start` builds only then.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build-server.mjs',
  'scripts/precompress.mjs',
];
const OUTPUTS = ['dist/client/index.html', 'dist/server/main.js'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIsStale(root = process.cwd()) {
  const outputs = OUTPUTS.map((output) => join(root, output));
  if (!outputs.every((output) => existsSync(output))) return true;
  const oldestOutput = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  const newestSource = Math.max(...SOURCES.map((source) => newestMtime(join(root, source))));
  return newestSource > oldestOutput;
}
