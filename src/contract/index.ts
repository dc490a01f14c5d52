// The one contract of spec §7 (Architecture §1): the server validates requests with it, the client parses
// responses with it.
import * as admin from './admin';
import * as auth from './auth';
import * as captcha from './captcha';
import * as cardholder from './cardholder';
import * as config from './config';
import * as dev from './dev';
import type { AnyCall } from './envelope';
import * as events from './events';
import * as redeem from './redeem';
import * as reports from './reports';

export * from './admin';
export * from './auth';
export * from './captcha';
export * from './cardholder';
export * from './config';
export * from './dev';
export * from './entities';
export * from './envelope';
export * from './events';
export * from './primitives';
export * from './redeem';
export * from './reports';

const callsOf = (area: Record<string, unknown>): AnyCall[] =>
  Object.entries(area)
    .filter(([exported]) => exported.endsWith('Call'))
    .map(([, call]) => call as AnyCall);

/** Every declared call, e.g. for registering routes or checking that each one is served. */
export const ALL_CALLS: readonly AnyCall[] = [
  auth,
  cardholder,
  redeem,
  admin,
  reports,
  config,
  captcha,
  events,
  dev,
].flatMap(callsOf);
