// Wire shapes shared by several calls. Money and dates keep the domain's own schemas (campaign-config.ts),
// so a value the server writes is exactly a value the rules read.
import { z } from 'zod/mini';
import { EMAIL_MAX_LENGTH, OTP_CODE_PATTERN, PH_MOBILE, PROMO_CODE_PATTERN } from '../domain/validation';

export { DayKeySchema, IsoDateTimeSchema, PesosSchema } from '../domain/campaign-config';

/**
 * Decision 0180: the largest value a 32-bit integer column holds (PostgreSQL `integer` and `serial`, the type of
 * every id). A larger number in a request names nothing and is refused as malformed (400) before it reaches the
 * database, which would otherwise fail the query.
 */
export const MAX_ID = 2_147_483_647;

/**
 * Decision 0180: the one rule for every id a request carries (campaign, cardholder, order, bonus transaction, admin,
 * merchant, denomination, approval): a whole number from 1 to MAX_ID.
 */
export const IdSchema = z.int().check(z.positive(), z.maximum(MAX_ID, `must be at most ${MAX_ID}`));

/** Decision 0180: a count a request carries (a quantity, a page): 1 to MAX_ID, like an id. */
export const CountSchema = IdSchema;

/** The campaign id: in every path as {id}/{campaignID} and in bodies as `id` (spec §7). */
export const CampaignIdSchema = IdSchema;

/** Decision 0180's rule, for the string formats `text` cannot build (a URL). */
export const NO_NUL = z.refine<string>((value) => !value.includes('\u0000'), 'must not contain a NUL character');

/**
 * Decision 0180: the one rule for every text a request carries: no NUL character (PostgreSQL's text cannot hold
 * one and fails the query), then the field's own checks. Every string of a request schema is built with it.
 */
export const text = (...checks: z.core.$ZodCheck<string>[]) => z.string().check(NO_NUL, ...checks);

/** spec §5: promo code required, exactly 8 characters, word characters only. */
export const PromoCodeSchema = text(z.regex(PROMO_CODE_PATTERN, 'must be 8 letters, digits or underscores'));

/** spec §5: OTP code required, digits, length 4. */
export const OtpCodeSchema = text(z.regex(OTP_CODE_PATTERN, 'must be 4 digits'));

/** An opaque token the server issued (OTP, login, admin lookup). */
export const TokenSchema = text(z.minLength(1), z.maxLength(512));

/** spec §5: email required and valid; decision 0218: at most 254 characters, as the forms check. */
export const EmailSchema = z
  .email({ message: 'must be a valid email address' })
  .check(z.maxLength(EMAIL_MAX_LENGTH, `may not be greater than ${EMAIL_MAX_LENGTH} characters`));

/** spec §5: mobile required; digits with an optional leading '+' (decision: 7-15 digits, as E.164). */
/** One mobile rule for the edit form and the update call: Philippine mobiles (src/domain/validation.ts). */
export const MobileNoSchema = text(z.regex(PH_MOBILE, 'must be a Philippine mobile number such as 09171234567'));

const WHOLE_NUMBER = /^-?\d+$/;

/**
 * Query values arrive as strings on the server and are written as numbers by the client, so a numeric query
 * parameter accepts both and yields a number checked by `schema`.
 */
export const queryInt = <S extends z.ZodMiniType<number, number>>(schema: S) =>
  z.pipe(
    z.union([z.number(), z.pipe(text(z.regex(WHOLE_NUMBER, 'must be a whole number')), z.transform(Number))]),
    schema,
  );

/** Calls without data answer `data: null`. */
export const NoDataSchema = z.null();
