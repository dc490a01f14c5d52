import { z } from 'zod/mini';
import '../platform/zod-messages';
import { IsoDateTimeSchema, PesosSchema } from '../../domain/campaign-config';
import { bonusKindOfReference } from '../../domain/transactions';
import { PROMO_CODE_PATTERN } from '../../domain/validation';

// One bank transaction row of `npm run import` (docs/import-format.md), checked field by field so a bad row is
// reported with every reason at once. The same schema reads JSON values and CSV text: a CSV cell is text, so
// numbers written as decimal text are read as numbers and empty cells count as missing.

/** transactions.value_centavos is a 32-bit integer: 2^31 − 1 centavos. */
export const MAX_VALUE_PESOS = 21_474_836.47;

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** '1500.50' → 1500.5; anything else is left for the schema to refuse with its own message. */
/** An empty CSV cell or a JSON null is a field left out. */
const missingWhenEmpty = (value: unknown): unknown => (value === '' || value === null ? undefined : value);

const numberFromText = (value: unknown): unknown =>
  typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : missingWhenEmpty(value);

const requiredOrWrongType = (expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : `must be ${expected}`;

const requiredText = (maxLength: number) =>
  z
    .string({ error: requiredOrWrongType('text') })
    .check(
      z.trim(),
      z.minLength(1, 'is required'),
      z.maxLength(maxLength, `may not be longer than ${maxLength} characters`),
    );

/** Reads `from` first: what it gives back is then checked by `schema` (zod's preprocess). */
const readAs = <T extends z.ZodMiniType>(from: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(from), schema);

const optional = <T extends z.ZodMiniType>(schema: T) => readAs(missingWhenEmpty, z.optional(schema));

const ValueSchema = readAs(
  numberFromText,
  z.pipe(z.number({ error: requiredOrWrongType('a number of pesos such as 1500.50') }), PesosSchema).check(
    z.refine((pesos) => pesos > 0, 'must be more than 0'),
    z.refine((pesos) => pesos <= MAX_VALUE_PESOS, `may not be more than ${MAX_VALUE_PESOS}`),
  ),
);

/** Decision 0005: the 4-digit ISO 18245 merchant category code. */
const MccSchema = readAs(
  numberFromText,
  z
    .int({ error: 'must be a 4-digit merchant category code' })
    .check(z.gte(0), z.lte(9999, 'must be a 4-digit merchant category code')),
);

const DateTimeSchema = readAs(
  missingWhenEmpty,
  z.pipe(z.string({ error: requiredOrWrongType('an ISO date-time') }), IsoDateTimeSchema),
);

/** spec §3: references starting BONUS… are bonus records, which only the server writes (decision 0002). */
const ReferenceNoSchema = requiredText(64).check(
  z.refine(
    (reference) => bonusKindOfReference(reference) === null,
    'starts with BONUS: bonus records are made by the server, not imported',
  ),
);

/** A customer number may come as a JSON number; leading zeros only survive as text. */
const CustomerNoSchema = z.union([z.pipe(z.int().check(z.nonnegative()), z.transform(String)), requiredText(32)], {
  error: 'must be text',
});

/** spec §5: a promo code is exactly 8 word characters. */
const PromoCodeSchema = z
  .string({ error: 'must be text' })
  .check(z.trim(), z.regex(PROMO_CODE_PATTERN, 'must be exactly 8 letters or digits'));

export const TransactionRowSchema = z
  .strictObject(
    {
      promoCode: optional(PromoCodeSchema),
      customerNo: optional(CustomerNoSchema),
      referenceNo: ReferenceNoSchema,
      transactionDateTime: DateTimeSchema,
      postedDateTime: optional(DateTimeSchema),
      value: ValueSchema,
      type: optional(requiredText(32)),
      mccID: optional(MccSchema),
      location: optional(requiredText(255)),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? 'must be an object of transaction fields' : undefined) },
  )
  .check(
    z.refine((row) => row.promoCode !== undefined || row.customerNo !== undefined, {
      message: 'is required (or customerNo)',
      path: ['promoCode'],
      // Also when other fields are bad, so one report names every problem of the row.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
    }),
  );

export type TransactionRow = z.infer<typeof TransactionRowSchema>;

/** The columns a file may have, in the documented order. */
export const TRANSACTION_ROW_FIELDS = Object.keys(TransactionRowSchema.shape) as readonly (keyof TransactionRow)[];

/** Every problem of a row in one line: 'value: must be pesos with at most two decimals; mccID: …'. */
export function describeRowIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => {
      if (issue.code === 'unrecognized_keys') return `unknown field ${issue.keys.map((key) => `'${key}'`).join(', ')}`;
      const field = issue.path.join('.');
      return field === '' ? issue.message : `${field}: ${issue.message}`;
    })
    .join('; ');
}
