import { config } from 'zod/v4/core';

// zod compiles object parsers with `new Function` unless told not to, and first probes whether it may: under
// this portal's CSP (script-src 'self', no 'unsafe-eval') the probe is a violation Chromium reports as an issue
// (Lighthouse best practices). The interpreted parser is as correct and fast enough for these payloads.
// Imported first by main.tsx, so it runs before any schema parses.
config({ jitless: true });
