// Architecture §3, §4: the bot check is ALTCHA (self-hosted proof of work). The widget fetches a challenge
// from here and posts its solution with login as `g-recaptcha-response` (spec §7). Shapes follow
// altcha-lib 2.8 `Challenge` and `Payload` (dist/esm/v2/types.d.ts), as `createChallenge` returns them.
import { z } from 'zod/mini';
import { defineCall } from './envelope';
import { text } from './primitives';

const HexSchema = z.string().check(z.regex(/^[0-9a-f]+$/i, 'must be hex'));

const AltchaChallengeParametersSchema = z.object({
  /** e.g. 'PBKDF2/SHA-256'. */
  algorithm: text(z.minLength(1)),
  nonce: HexSchema,
  salt: HexSchema,
  cost: z.int().check(z.positive()),
  keyLength: z.int().check(z.positive()),
  keyPrefix: HexSchema,
  keySignature: z.optional(HexSchema),
  memoryCost: z.optional(z.int().check(z.positive())),
  parallelism: z.optional(z.int().check(z.positive())),
  /** Seconds since the epoch. */
  expiresAt: z.optional(z.int().check(z.positive())),
  data: z.optional(z.record(text(), z.union([text(), z.number(), z.boolean(), z.null()]))),
});

const AltchaChallengeSchema = z.object({
  parameters: AltchaChallengeParametersSchema,
  signature: z.optional(HexSchema),
  codeChallenge: z.optional(
    z.object({ image: z.string(), audio: z.optional(z.string()), length: z.optional(z.int()) }),
  ),
});

/** What the widget sends, base64 of this JSON: the challenge as received (less codeChallenge) and its solution. */
export const AltchaPayloadSchema = z.object({
  challenge: z.omit(AltchaChallengeSchema, { codeChallenge: true }),
  solution: z.object({
    counter: z.int().check(z.nonnegative()),
    derivedKey: HexSchema,
    time: z.optional(z.number()),
  }),
});

/** Raw JSON, no envelope: the widget reads the challenge itself. */
export const captchaChallengeCall = defineCall({
  name: 'captchaChallenge',
  method: 'GET',
  path: '/api/captcha/challenge',
  prefix: '',
  access: 'public',
  kind: 'json',
  data: AltchaChallengeSchema,
  statusIds: [],
  successIds: [],
});

export type AltchaChallenge = z.infer<typeof AltchaChallengeSchema>;
export type AltchaPayload = z.infer<typeof AltchaPayloadSchema>;
