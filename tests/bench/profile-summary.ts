// Summarises CPU profiles (`.cpuprofile`, from `npm run bench:dashboard -- --profile DIR` or `node --cpu-prof`):
// self time by function and by where the code lives (a package, a src/ folder, node's internals), top first.
//
//   node --import tsx tests/bench/profile-summary.ts DIR/postgres-transactions.cpuprofile [more…] [--top 25]

import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { argumentOf } from './support/bench-load';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
}

interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** Where a function lives: a package, a file of ours, node's internals, or the engine (GC, idle, program). */
function placeOf(url: string): string {
  if (url === '') return '(engine)';
  if (url.startsWith('node:')) return 'node:internals';
  const packagePath = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packagePath?.[1]) return packagePath[1];
  const ours = /\/(src\/.*|tests\/.*)$/.exec(url);
  return ours?.[1] ?? url;
}

function selfTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    const frame = byId.get(id)?.callFrame;
    if (frame === undefined) return;
    total += micros;
    const place = placeOf(frame.url);
    const name = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
  });
  return { byFunction, byPlace, total };
}

function top(entries: Map<string, number>, total: number, count: number): string[] {
  return [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([name, micros]) =>
        `  ${((100 * micros) / total).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`,
    );
}

const count = Number(argumentOf('top') ?? 25);
const files = process.argv
  .slice(2)
  .filter((argument, index, all) => !argument.startsWith('--') && all[index - 1] !== '--top');
for (const file of files) {
  const { byFunction, byPlace, total } = selfTimes(JSON.parse(readFileSync(file, 'utf8')) as Profile);
  console.log(`\n${basename(file)}: ${(total / 1000).toFixed(0)} ms sampled`);
  console.log(' by place:', '\n', top(byPlace, total, 12).join('\n'));
  console.log(' by function:', '\n', top(byFunction, total, count).join('\n'));
}
