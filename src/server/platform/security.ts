import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// A strict CSP: no third-party origin at all (the bot check is self-hosted ALTCHA, analytics first-party), and no
// inline style (decision 0107): React and react-aria set styles through the CSSOM (`element.style`), which a CSP
// does not govern, and the build writes no <style> element or style attribute. The one <style> written at run
// time is react-aria's usePress rule, allowed by the hash of its exact text (security.test.ts reads it from the
// installed react-aria, so an upgrade that changes it fails there, not in a browser).
/** What react-aria's usePress puts in `<style id="react-aria-pressable-style">` (react-aria 1.x, usePress). */
export const REACT_ARIA_PRESSABLE_STYLE = `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`;

export interface SecurityOptions {
  readonly https: boolean;
  /** The built pages' inline styles and scripts, by hash (static-client.ts, decisions 0190, 0191). */
  readonly inline?: { readonly styles: () => readonly string[]; readonly scripts: () => readonly string[] };
}

export async function installSecurityHeaders(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const inline = options.inline;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(inline ? [(request: IncomingMessage) => pageSources(request, inline.scripts)] : [])],
        styleSrc: [
          "'self'",
          inlineHashSource(REACT_ARIA_PRESSABLE_STYLE),
          ...(inline ? [(request: IncomingMessage) => pageSources(request, inline.styles)] : []),
        ],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https,
    crossOriginEmbedderPolicy: false,
  });
}

// Only a page needs them: an API answer's CSP stays the short one (and costs no look at the build).
function pageSources(request: IncomingMessage, sources: () => readonly string[]): string {
  return request.url?.startsWith('/api/') ? '' : sources().join(' ');
}

/** The CSP source allowing exactly this inline text (a <style> a server-rendered page needs): 'sha256-…'. */
export const inlineHashSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
