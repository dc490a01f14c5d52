// Brotli (quality 11) and gzip (level 9) copies of the built client's text files, made once at build time and
// served by @fastify/static's preCompressed: smaller than compressing per request (where the server must pick
// a fast, weaker level) and no CPU spent on it while serving. Source maps are left out: only devtools read them.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const CLIENT = 'dist/client';
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|webmanifest|json|txt)$/;
// Below this the headers outweigh the saving (@fastify/compress's own threshold).
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const path of files(CLIENT)) {
  if (!COMPRESSIBLE.test(path) || path.includes(`${CLIENT}/.vite/`)) continue;
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${CLIENT} (brotli and gzip)`);
