import { describe, expect, it } from 'vitest';
import { prerenderedHtml } from './prerender-pages';

const SHELL = `<!doctype html><html><head><title>t</title>
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
</head><body>
<div id="root">
  <!-- painted before the JavaScript -->
  <div class="app-shell"><header>brand</header></div>
</div>
<noscript>This portal needs JavaScript.</noscript>
<script type="module" src="/assets/index-1.js"></script>
</body></html>`;

describe('a prerendered page put into the built shell (decision 0190)', () => {
  it('draws the page into #root, marked with its address, and inlines the stylesheet in place of its link', () => {
    const html = prerenderedHtml(SHELL, { path: '/login', body: '<h1>Log in</h1>', css: '.a{color:red}' });
    expect(html).toContain('<div id="root" data-prerendered="/login"><h1>Log in</h1></div>\n<noscript>');
    expect(html).toContain('<style id="prerendered-style">.a{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('app-shell');
    expect(html).toContain('<script type="module" src="/assets/index-1.js"></script>');
  });

  it('preloads each font the inlined stylesheets name, once, before them', () => {
    const css = '@font-face{src:url(/assets/inter-1.woff2)format("woff2")}.b{src:url(/assets/inter-1.woff2)}';
    const html = prerenderedHtml(SHELL, { path: '/login', body: '', css });
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-1.woff2"><style id="prerendered-style">',
    );
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('refuses a stylesheet that would end the <style> early, and a shell without #root', () => {
    expect(() => prerenderedHtml(SHELL, { path: '/login', body: '', css: 'a{}</style><script>' })).toThrow(/style/);
    expect(() => prerenderedHtml('<html></html>', { path: '/login', body: '', css: '' })).toThrow(/#root/);
  });
});
