// spec §7 registration, login and logout calls; status ids from spec §4, §8.
import { z } from 'zod/mini';
import { defineCall } from './envelope';
import { CampaignIdSchema, NoDataSchema, OtpCodeSchema, PromoCodeSchema, TokenSchema, text } from './primitives';

/** spec §7: the bot-check response travels in the body and also as this header (ALTCHA payload, base64). */
export const CAPTCHA_RESPONSE_HEADER = 'g-recaptcha-response';

/**
 * Decision 0177: a send takes a bot-check proof as login does (body and header, the same value); -5 refuses a
 * missing, failed or reused one with login's data. Decision 0178: 4720 when the promo code's guess budget is
 * spent, its data when it reopens.
 */
export const sendOtpCall = defineCall({
  name: 'sendOtp',
  method: 'POST',
  path: '/v2/otp/send/{id}',
  access: 'public',
  body: z.strictObject({
    promoid: PromoCodeSchema,
    id: CampaignIdSchema,
    [CAPTCHA_RESPONSE_HEADER]: text(z.minLength(1)),
  }),
  headers: [CAPTCHA_RESPONSE_HEADER],
  /** `contact` is the masked mobile or email the code went to. */
  data: z.object({ token: TokenSchema, contact: z.string() }),
  statusIds: [0, 1, 4, -5, 4720],
});

export const verifyOtpCall = defineCall({
  name: 'verifyOtp',
  method: 'POST',
  path: '/v2/otp/verify/{id}',
  access: 'public',
  body: z.strictObject({ token: TokenSchema, code: OtpCodeSchema, id: CampaignIdSchema }),
  data: z.object({ token: TokenSchema }),
  // spec §8: 5 invalid code, 2000 captcha expired; decision 0178: 4720 the guess budget is spent.
  statusIds: [0, 5, 2000, 4, 4720],
});

export const loginCall = defineCall({
  name: 'login',
  method: 'POST',
  path: '/v3/login/{id}',
  access: 'public',
  query: z.object({ token: TokenSchema }),
  body: z.strictObject({
    token: TokenSchema,
    id: CampaignIdSchema,
    [CAPTCHA_RESPONSE_HEADER]: text(z.minLength(1)),
  }),
  headers: [CAPTCHA_RESPONSE_HEADER],
  data: NoDataSchema,
  // spec §8: 2 invalid token; spec §7: -5 bot check timeout or duplicate.
  statusIds: [0, 2, 4, -5],
});

/** Architecture §4: `token` is a single-use signed link token, never a bare promo code. */
export const autoLoginCall = defineCall({
  name: 'autoLogin',
  method: 'POST',
  path: '/v2/login/{id}',
  access: 'public',
  query: z.object({ token: TokenSchema }),
  body: z.strictObject({ token: TokenSchema, id: CampaignIdSchema }),
  data: NoDataSchema,
  statusIds: [0, 2, 4],
});

/** spec §7: outside the prefix. Ends a cardholder's or an admin's session. */
export const logoutCall = defineCall({
  name: 'logout',
  method: 'GET',
  path: '/api/account/logoff',
  prefix: '',
  access: 'public',
  data: NoDataSchema,
  statusIds: [0, 4],
});

export const registerCall = defineCall({
  name: 'register',
  method: 'POST',
  path: '/v2/register/{id}',
  access: 'public',
  body: z.strictObject({ vouchercode: PromoCodeSchema, id: CampaignIdSchema }),
  data: NoDataSchema,
  // spec §4, §8: 4255 success; 44 already registered (then inquire); 45, 4249 invalid; 4248 period ended.
  statusIds: [4255, 44, 45, 4248, 4249, 4],
  successIds: [4255],
});

export const inquireCodeCall = defineCall({
  name: 'inquireCode',
  method: 'POST',
  path: '/inquire/{id}',
  access: 'public',
  query: z.object({ code: PromoCodeSchema }),
  body: z.strictObject({ code: PromoCodeSchema, id: CampaignIdSchema }),
  data: NoDataSchema,
  // spec §4, §8: 4679 registered; 4677, 4680, 4692 pending; 4678 invalid; second set 43 valid, 44, 45 pending.
  statusIds: [4679, 4677, 4680, 4692, 4678, 43, 44, 45, 4],
  successIds: [4679],
});

/** spec §7: outside the prefix, "body given" (any object). Decision: answers the campaign's public summary. */
export const campaignInquireCall = defineCall({
  name: 'campaignInquire',
  method: 'POST',
  path: '/api/campaign/v5/inquire/{id}',
  prefix: '',
  access: 'public',
  body: z.looseObject({}),
  data: z.object({
    campaignID: CampaignIdSchema,
    name: z.string(),
    isRegistrationOpen: z.boolean(),
    isRedemptionOpen: z.boolean(),
  }),
  statusIds: [0, 4],
});
