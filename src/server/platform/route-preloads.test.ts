import { describe, expect, it } from 'vitest';
import { routePathOf, routePreloads, withPreloads } from './route-preloads';

describe('routePathOf: TanStack Router file names to addresses', () => {
  it.each([
    ['login', '/login'],
    ['_authenticated/index', '/'],
    ['_authenticated/bonusclaim', '/bonusclaim'],
    ['admin-dashboard', '/admin-dashboard'],
    ['admin-dashboard.index', '/admin-dashboard'],
    ['admin-dashboard.report', '/admin-dashboard/report'],
  ])('%s is %s', (file, path) => {
    expect(routePathOf(file)).toBe(path);
  });
});

describe('routePreloads', () => {
  const manifest = {
    'src/client/main.tsx': { file: 'assets/main.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    '_table.js': { file: 'assets/table.js', imports: ['_shared.js'] },
    'src/client/routes/admin-dashboard.tsx?tsr-split=component': { file: 'assets/layout.js' },
    'src/client/routes/admin-dashboard.index.tsx?tsr-split=component': {
      file: 'assets/search.js',
      imports: ['_table.js'],
    },
    'src/client/routes/admin-dashboard.report.tsx?tsr-split=component': {
      file: 'assets/report.js',
      css: ['assets/report.css'],
    },
    'src/client/routes/_authenticated/claim.tsx?tsr-split=component': { file: 'assets/claim.js' },
    'src/client/routes/_authenticated/index.tsx?tsr-split=loader': { file: 'assets/home-loader.js' },
    'src/client/routes/_authenticated/index.tsx?tsr-split=component': { file: 'assets/home.js' },
  };
  const preloads = routePreloads(manifest);

  it("a nested page preloads its layout's chunk too, and their stylesheets", () => {
    expect(preloads.get('/admin-dashboard/report')?.files).toEqual(['assets/layout.js', 'assets/report.js']);
    expect(preloads.get('/admin-dashboard/report')?.styles).toEqual(['assets/report.css']);
  });

  it("a layout's own address gets its index child's chunks, without the entry's", () => {
    expect(preloads.get('/admin-dashboard')?.files).toEqual([
      'assets/layout.js',
      'assets/search.js',
      'assets/table.js',
    ]);
  });

  it("a page preloads its route's loader chunk beside its component", () => {
    expect(preloads.get('/')?.files).toEqual(['assets/home-loader.js', 'assets/home.js']);
  });

  it('pages under _authenticated need a session', () => {
    expect(preloads.get('/claim')).toEqual({ files: ['assets/claim.js'], styles: [], needsSession: true });
    expect(preloads.get('/admin-dashboard')?.needsSession).toBe(false);
  });
});

describe('withPreloads', () => {
  const shell = '<html><head><title>x</title></head><body></body></html>';
  const configLink = '<link rel="preload" href="/api/config" as="fetch" crossorigin="use-credentials">';

  it("adds the page config, then the route's stylesheets and scripts, before </head>", () => {
    expect(withPreloads(shell, { files: ['assets/a.js'], styles: ['assets/a.css'] })).toBe(
      `<html><head><title>x</title>${configLink}<link rel="preload" href="/assets/a.css" as="style" crossorigin>` +
        '<link rel="modulepreload" crossorigin href="/assets/a.js"></head><body></body></html>',
    );
  });

  it('images go last, as images', () => {
    expect(withPreloads(shell, { files: [], styles: [], images: ['images/banners/a.svg'] })).toBe(
      `<html><head><title>x</title>${configLink}<link rel="preload" href="/images/banners/a.svg" as="image">` +
        '</head><body></body></html>',
    );
  });

  it('a page without route code still gets the page config early', () => {
    expect(withPreloads(shell, null)).toBe(`<html><head><title>x</title>${configLink}</head><body></body></html>`);
  });
});
