// Architecture §3, §4: the bot check is ALTCHA (self-hosted proof of work). The widget fetches a challenge
// from here and posts its solution with login as `g-recaptcha-response` (spec §7). Shapes follow
// altcha-lib 2.8 `Challenge` and `Payload` (dist/esm/v2/types.d.ts), as `createChallenge` returns them.
import { z } from 'zod';
import { defineCall } from './envelope';

const HexSchema = z.string().regex(/^[0-9a-f]+$/i, 'must be hex');

export const AltchaChallengeParametersSchema = z.object({
  /** e.g. 'PBKDF2/SHA-256'. */
  algorithm: z.string().min(1),
  nonce: HexSchema,
  salt: HexSchema,
  cost: z.int().positive(),
  keyLength: z.int().positive(),
  keyPrefix: HexSchema,
  keySignature: HexSchema.optional(),
  memoryCost: z.int().positive().optional(),
  parallelism: z.int().positive().optional(),
  /** Seconds since the epoch. */
  expiresAt: z.int().positive().optional(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});

export const AltchaChallengeSchema = z.object({
  parameters: AltchaChallengeParametersSchema,
  signature: HexSchema.optional(),
  codeChallenge: z.object({ image: z.string(), audio: z.string().optional(), length: z.int().optional() }).optional(),
});

/** What the widget sends, base64 of this JSON: the challenge as received (less codeChallenge) and its solution. */
export const AltchaPayloadSchema = z.object({
  challenge: AltchaChallengeSchema.omit({ codeChallenge: true }),
  solution: z.object({ counter: z.int().nonnegative(), derivedKey: HexSchema, time: z.number().optional() }),
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
