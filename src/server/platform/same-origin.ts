import type { FastifyInstance, FastifyRequest } from 'fastify';
import { logoutCall } from '../../contract/auth';
import { routePattern } from '../../contract/envelope';
import { generateReportCall } from '../../contract/reports';

// Decision 0102: a request that changes state is refused when a browser says it comes from
// another site. A page elsewhere cannot then spend a cardholder's session: a body-less POST (resend) or a
// text/plain one needs no CORS preflight, and the spec's logoff is a GET that SameSite=Lax cookies follow.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site values of requests this origin's own pages make ('none': the person typed or bookmarked it). */
const OWN_SITE_FETCHES = new Set(['same-origin', 'none']);

const CROSS_SITE_REFUSED = {
  status: { id: 403, message: 'This request must come from the portal itself.' },
  data: null,
} as const;

/** The spec's GETs that change state: logoff (spec §7) and the report request (a job and an e-mail, decision 0181). */
const STATE_CHANGING_GETS = new Set([logoutCall, generateReportCall].map(routePattern));

const changesState = (request: FastifyRequest): boolean =>
  !SAFE_METHODS.has(request.method) || STATE_CHANGING_GETS.has(request.routeOptions.url ?? '');

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * Where the request says it comes from: 'own' for the portal's pages, 'foreign' for another site (or an opaque
 * `Origin: null`), 'unsaid' when it carries neither Sec-Fetch-Site nor Origin: not a browser's fetch, so no
 * cookie of a cardholder came with it unbidden (curl, the eGC provider's webhook, the server tests).
 */
function requestSite(request: FastifyRequest): 'own' | 'foreign' | 'unsaid' {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return OWN_SITE_FETCHES.has(fetchSite) ? 'own' : 'foreign';
  const origin = request.headers.origin;
  if (origin === undefined) return 'unsaid';
  const host = originHost(origin);
  return host !== undefined && host === request.headers.host ? 'own' : 'foreign';
}

/** Refuses (HTTP 403, the envelope) every state-changing request another site's page makes. */
export function refuseCrossSiteRequests(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!changesState(request) || requestSite(request) !== 'foreign') return undefined;
    request.log.warn({ origin: request.headers.origin, site: request.headers['sec-fetch-site'] }, 'cross-site refused');
    return reply.status(403).send(CROSS_SITE_REFUSED);
  });
}
