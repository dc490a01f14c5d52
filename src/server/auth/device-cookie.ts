import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KeyRing } from '../platform/keys/key-ring';
import { readSignedId, signId } from '../platform/signed-ids';
import { OTP_POLICY } from './otp-policy';

// Decision 0104: a verified one-time code marks its browser as the cardholder's device, so the owner's phone has a
// send allowance of its own that a stranger who knows the promo code cannot spend. Nothing is stored: the cookie
// is the cardholder's id and an expiry, signed with the shared keys (decision 0091, signed-ids.ts). HttpOnly keeps
// it from scripts; SameSite=Strict, as only the app's own pages ask for codes; over HTTPS Secure and `__Host-`
// (Path=/, no Domain), as the session cookie.

const PURPOSE = 'otp-device';

const cookieName = (https: boolean): string => (https ? '__Host-promo_device' : 'promo_device');

export function setDeviceCookie(reply: FastifyReply, https: boolean, keys: KeyRing, cardholderId: number, now: Date) {
  const value = signId(keys, PURPOSE, cardholderId, new Date(now.getTime() + OTP_POLICY.deviceLifetimeMs));
  reply.setCookie(cookieName(https), value, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: https,
    maxAge: Math.floor(OTP_POLICY.deviceLifetimeMs / 1000),
  });
}

/** The cardholder whose device this is, if the request carries a genuine, unexpired device cookie. */
export function deviceCardholderOf(request: FastifyRequest, https: boolean, keys: KeyRing, now: Date) {
  const value = request.cookies[cookieName(https)];
  return value === undefined ? undefined : readSignedId(keys, PURPOSE, value, now);
}
