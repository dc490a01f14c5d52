// Debian's Chromium as every browser run here launches it (Playwright cannot download its own on this machine):
// the path, and the flags docs/architecture.md §3 names. The browser tests, the gallery, the manifest's screenshots and the
// offline benchmark all read them from here.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
