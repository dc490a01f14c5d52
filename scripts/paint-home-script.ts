// Decision 0191: the script that paints home from the device (src/client/features/pwa/
// paint-home-snapshot.ts) is built apart from the app, a couple of kB with no import of the app's chunks, and
// written inline into index.html after #root: it runs while the page is parsed, before the app's JavaScript has
// even arrived. The server allows it by the hash of its text (prerendered-pages.ts), as the CSP has no
// 'unsafe-inline'.

import { build } from 'esbuild';
import type { Plugin } from 'vite';

const NOSCRIPT = /(<noscript>[\s\S]*?<\/noscript>)/;

export function paintHomeScript(): Plugin {
  let code = '';
  return {
    name: 'paint-home-script',
    apply: 'build',
    async buildStart() {
      const result = await build({
        entryPoints: ['src/client/features/pwa/paint-home-snapshot.ts'],
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2022',
        write: false,
        logLevel: 'warning',
      });
      code = result.outputFiles[0]?.text.trim() ?? '';
      if (code === '' || code.includes('</script')) throw new Error('the home painter did not build to inline text');
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        if (!NOSCRIPT.test(html)) throw new Error('index.html has no <noscript> to put the home painter after');
        return html.replace(NOSCRIPT, `$1<script id="paint-home">${code}</script>`);
      },
    },
  };
}
