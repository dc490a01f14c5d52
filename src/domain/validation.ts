// spec §5: validation rules as zod schemas, shared by the forms and the server (docs/conventions.md 3, "one schema").
// Messages are the spec's: '{field} is required', '{field} is not valid' and its maximum-length message
// (docs/product/05-validation.md). Every field gives exactly one message: the first failing check aborts the rest.
import { z } from 'zod/mini';

/** The spec's two messages (§5), each locale's catalogue wording them its way (decision 0208). */
export const VALIDATION_TEXT = { required: '{field} is required', invalid: '{field} is not valid' } as const;

export const requiredMessage = (field: string): string => VALIDATION_TEXT.required.replace('{field}', field);
export const invalidMessage = (field: string): string => VALIDATION_TEXT.invalid.replace('{field}', field);
/** spec §5's maximum-length message (docs/product/05-validation.md). */
export const tooLongMessage = (field: string, length: number): string =>
  `${field} may not be greater than ${length} characters`;

/** Decision 0218: the longest e-mail address mail delivery takes (a 64-character name, '@', a domain). */
export const EMAIL_MAX_LENGTH = 254;

/** spec §9: promo code length 8; OTP length 4; customer number input limit 10. */
const PROMO_CODE_LENGTH = 8;
export const OTP_LENGTH = 4;
export const CUSTOMER_NUMBER_MAX_LENGTH = 10;

/** spec §5: a promo code is exactly 8 word characters; the forms, the request schemas and the import read it. */
export const PROMO_CODE_PATTERN = new RegExp(`^\\w{${PROMO_CODE_LENGTH}}$`);
/** spec §5: a one-time code is exactly 4 digits. */
export const OTP_CODE_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** Field labels used in the messages. 'Agreeing to the terms and condition' is the spec's (§5). */
export const FIELD_LABELS = {
  promoCode: 'Promo code',
  verificationCode: 'Verification code',
  botCheck: 'Bot check',
  emailAddress: 'Email address',
  password: 'Password',
  mobileNO: 'Mobile number',
  reason: 'Reason for the change',
  adminSearch: 'Promo code or customer number',
  terms: 'Agreeing to the terms and condition',
  dataPrivacy: 'Agreeing to the data privacy consent',
} as const;

// Surrounding spaces (a code pasted from an SMS) are dropped before checking; an empty value is "required".
export const requiredText = (label: string) =>
  z
    .string({ error: requiredMessage(label) })
    .check(z.trim(), z.minLength(1, { error: requiredMessage(label), abort: true }));

// A checkbox that must be ticked; unticked or missing reads as "required", like the spec's named field.
const mustBeTicked = (label: string) => z.literal(true, { error: requiredMessage(label) });

/** spec §5: required, exactly 8 characters, word characters only (register, check, login). */
export const PromoCodeSchema = requiredText(FIELD_LABELS.promoCode).check(
  z.regex(PROMO_CODE_PATTERN, { error: invalidMessage(FIELD_LABELS.promoCode) }),
);

/** spec §5: promo codes are case-insensitive: stored, looked up and compared upper-case. */
export const normalisePromoCode = (code: string): string => code.toUpperCase();

/** spec §5: register has two terms checkboxes. Their wording is not shown; see FIELD_LABELS. */
export const RegisterFormSchema = z.object({
  promoCode: PromoCodeSchema,
  acceptTerms: mustBeTicked(FIELD_LABELS.terms),
  acceptDataPrivacy: mustBeTicked(FIELD_LABELS.dataPrivacy),
});

/** spec §5: login has one terms checkbox. */
export const LoginFormSchema = z.object({
  promoCode: PromoCodeSchema,
  acceptTerms: mustBeTicked(FIELD_LABELS.terms),
});

/** Decision 0177: Log in sends a code, which takes a solved bot check; the form waits for it as /verification's does. */
export const LoginWithBotCheckSchema = z.object({
  ...LoginFormSchema.shape,
  botCheckResponse: requiredText(FIELD_LABELS.botCheck),
});

/** spec §2 /check: 'Am I registered' takes the promo code only. */
export const CheckFormSchema = z.object({ promoCode: PromoCodeSchema });

/** spec §5: OTP required, digits, length 4 ('Verification code is not valid'). */
export const OtpCodeSchema = requiredText(FIELD_LABELS.verificationCode).check(
  z.regex(OTP_CODE_PATTERN, { error: invalidMessage(FIELD_LABELS.verificationCode) }),
);

/** spec §5: the bot check must be completed before verifying. */
export const VerificationFormSchema = z.object({
  code: OtpCodeSchema,
  botCheckResponse: requiredText(FIELD_LABELS.botCheck),
});
export type VerificationForm = z.infer<typeof VerificationFormSchema>;

export const EmailSchema = requiredText(FIELD_LABELS.emailAddress).check(
  z.maxLength(EMAIL_MAX_LENGTH, { error: tooLongMessage(FIELD_LABELS.emailAddress, EMAIL_MAX_LENGTH), abort: true }),
  z.regex(z.regexes.email, { error: invalidMessage(FIELD_LABELS.emailAddress) }),
);

/** spec §5: email required and valid format; password required (never trimmed: spaces may be part of it). */
export const AdminLoginSchema = z.object({
  emailAddress: EmailSchema,
  password: z
    .string({ error: requiredMessage(FIELD_LABELS.password) })
    .check(z.minLength(1, { error: requiredMessage(FIELD_LABELS.password) })),
});
export type AdminLoginForm = z.infer<typeof AdminLoginSchema>;

/** spec §5: admin search needs a promo code or customer number. */
export const AdminSearchSchema = z.object({ query: requiredText(FIELD_LABELS.adminSearch) });

/** spec §7 admin user info `src`: 1 for a promo code, 2 for a customer number. */
export type AdminSearchQuery = { readonly src: 1; readonly code: string } | { readonly src: 2; readonly code: string };

/** spec §5: an 8-character input is a promo code sent as '{voucherPrefix}-{code}'; else '{customerNoPrefix}{input}'. */
export function adminSearchQuery(
  input: string,
  prefixes: { readonly voucherPrefix: string; readonly customerNoPrefix: string },
): AdminSearchQuery {
  const value = input.trim();
  if (value.length === PROMO_CODE_LENGTH) return { src: 1, code: `${prefixes.voucherPrefix}-${value}` };
  return { src: 2, code: `${prefixes.customerNoPrefix}${value}` };
}

/** spec §5: where the flag is set, customer number input is cut to 10 characters, on typing and on paste. */
export function limitCustomerNumberInput(value: string, enabled: boolean): string {
  return enabled ? value.slice(0, CUSTOMER_NUMBER_MAX_LENGTH) : value;
}

// Philippine mobile numbers (the promo's market, P currency, Asia/Manila): 09XXXXXXXXX, 639XXXXXXXXX or
// +639XXXXXXXXX. The spec only says "mobile required"; the format check is our decision.
export const PH_MOBILE = /^(?:\+?63|0)9\d{9}$/;

/** spec §5: the redemption confirmation checkbox must be ticked. */
export const RedemptionConfirmSchema = z.object({ agreed: mustBeTicked(FIELD_LABELS.terms) });

/** The first message of a failed parse, for a form's single error line. */
export function firstErrorMessage(error: z.core.$ZodError): string | null {
  return error.issues[0]?.message ?? null;
}
