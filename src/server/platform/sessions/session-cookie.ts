import type { FastifyReply, FastifyRequest } from 'fastify';

// Decision 0019: `__Host-` (which browsers accept only with Secure, Path=/ and no Domain) over HTTPS; plain
// HTTP cannot set Secure, so it uses a plain name. HttpOnly keeps the id from scripts; SameSite=Lax from
// cross-site POSTs.

export function sessionCookieName(https: boolean): string {
  return https ? '__Host-promo_session' : 'promo_session';
}

const attributes = (https: boolean) => ({ path: '/', httpOnly: true, sameSite: 'lax', secure: https }) as const;

export function setSessionCookie(reply: FastifyReply, https: boolean, id: string, maxAgeSeconds: number): void {
  reply.setCookie(sessionCookieName(https), id, { ...attributes(https), maxAge: maxAgeSeconds });
}

export function clearSessionCookie(reply: FastifyReply, https: boolean): void {
  reply.clearCookie(sessionCookieName(https), attributes(https));
}

export function readSessionCookie(request: FastifyRequest, https: boolean): string | undefined {
  const value = request.cookies[sessionCookieName(https)];
  return value === undefined || value === '' ? undefined : value;
}
