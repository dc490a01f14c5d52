// `npm start`: build what is missing or stale, then serve the built client and the API on one port.
// Migrations and the demo seed run inside the server on start.
import { spawn, spawnSync } from 'node:child_process';
import { buildIsStale } from './build-state.mjs';

if (buildIsStale()) {
  console.log('Building the portal (first start, or sources changed)…');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
