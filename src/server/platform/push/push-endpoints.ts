// Decision 0201: the server posts a push only to a push service it knows, never to a URL a client made up (a
// request forged to our own network, or anyone's). PUSH_ENDPOINTS lists the allowed origins, comma-separated; a
// host may start with `*.` for the push services that answer from many hosts (Microsoft's). The default is the
// push services of the browsers: Google's FCM (Chrome, Edge on Android, Samsung), Mozilla's autopush (Firefox),
// Apple's (Safari) and Microsoft's WNS (Edge on Windows).

export const DEFAULT_PUSH_ENDPOINTS: readonly string[] = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
];

/** An allowed origin, `*.` hosts as a suffix. */
interface AllowedOrigin {
  readonly protocol: string;
  readonly host: string;
  readonly port: string;
  readonly anySubdomain: boolean;
}

export type PushEndpointAllowList = readonly AllowedOrigin[];

/** Reads PUSH_ENDPOINTS' origins; throws on one that is not an http(s) origin (a path, a query, credentials). */
export function parsePushEndpoints(origins: readonly string[]): PushEndpointAllowList {
  return origins.map((origin) => {
    const anySubdomain = /^https?:\/\/\*\./.test(origin);
    const url = new URL(anySubdomain ? origin.replace('*.', 'wildcard.') : origin);
    const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '';
    if (!/^https?:$/.test(url.protocol) || !bare) throw new Error(`not an http(s) origin: ${origin}`);
    const host = anySubdomain ? url.hostname.slice('wildcard.'.length) : url.hostname;
    return { protocol: url.protocol, host, port: url.port, anySubdomain };
  });
}

/** PUSH_ENDPOINTS as the environment gives it: comma-separated, blanks ignored; unset or empty, the default. */
export function pushEndpointsFromEnv(value: string | undefined): PushEndpointAllowList {
  const listed = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  return parsePushEndpoints(listed.length > 0 ? listed : DEFAULT_PUSH_ENDPOINTS);
}

/** Whether a subscription's endpoint may be posted to: its origin is one of the list's (no credentials in it). */
export function isAllowedPushEndpoint(endpoint: string, allowList: PushEndpointAllowList): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  return allowList.some(
    (allowed) =>
      allowed.protocol === url.protocol &&
      allowed.port === url.port &&
      (allowed.anySubdomain ? url.hostname.endsWith(`.${allowed.host}`) : url.hostname === allowed.host),
  );
}
