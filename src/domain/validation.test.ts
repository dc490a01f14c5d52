import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { EditUserInfoSchema, toE164Mobile } from './contact-edit';
import {
  AdminLoginSchema,
  AdminSearchSchema,
  adminSearchQuery,
  CheckFormSchema,
  firstErrorMessage,
  invalidMessage,
  LoginFormSchema,
  limitCustomerNumberInput,
  normalisePromoCode,
  OtpCodeSchema,
  PromoCodeSchema,
  RedemptionConfirmSchema,
  RegisterFormSchema,
  requiredMessage,
  VerificationFormSchema,
} from './validation';

/** The messages a parse reports, or [] when valid. */
const messagesOf = (schema: z.ZodMiniType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('spec §5 message helpers', () => {
  it("spec §5: '{field} is required'", () => {
    expect(requiredMessage('Promo code')).toBe('Promo code is required');
  });
  it("spec §5: '{field} is not valid'", () => {
    expect(invalidMessage('Promo code')).toBe('Promo code is not valid');
  });
});

describe('spec §5 Promo code: required, exactly 8 characters, word characters only', () => {
  it.each([
    [undefined, ['Promo code is required']],
    [null, ['Promo code is required']],
    ['', ['Promo code is required']],
    ['        ', ['Promo code is required']],
    ['ABCDEFG', ['Promo code is not valid']],
    ['ABCDEFGH', []],
    ['abc_1234', []],
    [' ABCDEFGH ', []],
    ['ABCDEFGHI', ['Promo code is not valid']],
    ['ABCD-FGH', ['Promo code is not valid']],
    ['ABCD FGH', ['Promo code is not valid']],
    ['ABCDÉFGH', ['Promo code is not valid']],
    [12345678, ['Promo code is required']],
  ])('spec §5: %j → %j', (value, expected) => {
    expect(messagesOf(PromoCodeSchema, value)).toEqual(expected);
  });

  it('property: any 8 word characters are a valid promo code', () => {
    fc.assert(fc.property(fc.stringMatching(/^\w{8}$/), (code) => PromoCodeSchema.safeParse(code).success));
  });

  it('property: a promo code of any other length is not valid', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\w{1,20}$/).filter((code) => code.length !== 8),
        (code) => messagesOf(PromoCodeSchema, code)[0] === 'Promo code is not valid',
      ),
    );
  });

  it.each([
    ['NEWUSER1', 'NEWUSER1'],
    ['newuser1', 'NEWUSER1'],
    ['NewUser1', 'NEWUSER1'],
  ])('codes are case-insensitive: %s is stored and looked up as %s', (code, stored) => {
    expect(normalisePromoCode(code)).toBe(stored);
  });
});

describe('spec §5 Terms checkboxes (register: two; login: one)', () => {
  const code = 'ABCDEFGH';
  it.each([
    [{ promoCode: code, acceptTerms: true, acceptDataPrivacy: true }, []],
    [
      { promoCode: code, acceptTerms: false, acceptDataPrivacy: true },
      ['Agreeing to the terms and condition is required'],
    ],
    [
      { promoCode: code, acceptTerms: true, acceptDataPrivacy: false },
      ['Agreeing to the data privacy consent is required'],
    ],
    [{ promoCode: code, acceptTerms: true }, ['Agreeing to the data privacy consent is required']],
    [
      { promoCode: '', acceptTerms: false, acceptDataPrivacy: false },
      [
        'Promo code is required',
        'Agreeing to the terms and condition is required',
        'Agreeing to the data privacy consent is required',
      ],
    ],
  ])('spec §5: register %j → %j', (form, expected) => {
    expect(messagesOf(RegisterFormSchema, form)).toEqual(expected);
  });

  it.each([
    [{ promoCode: code, acceptTerms: true }, []],
    [{ promoCode: code, acceptTerms: false }, ['Agreeing to the terms and condition is required']],
    [{ promoCode: code }, ['Agreeing to the terms and condition is required']],
    [{ promoCode: 'ABC', acceptTerms: true }, ['Promo code is not valid']],
  ])('spec §5: login %j → %j', (form, expected) => {
    expect(messagesOf(LoginFormSchema, form)).toEqual(expected);
  });

  it.each([
    [{ promoCode: code }, []],
    [{ promoCode: 'ABCDEFG' }, ['Promo code is not valid']],
  ])('spec §5: check %j → %j', (form, expected) => {
    expect(messagesOf(CheckFormSchema, form)).toEqual(expected);
  });
});

describe("spec §5 OTP code: required, digits, length 4 ('Verification code is not valid')", () => {
  it.each([
    [undefined, ['Verification code is required']],
    ['', ['Verification code is required']],
    ['123', ['Verification code is not valid']],
    ['1234', []],
    ['12345', ['Verification code is not valid']],
    ['12a4', ['Verification code is not valid']],
    ['１２３４', ['Verification code is not valid']],
  ])('spec §5: %j → %j', (value, expected) => {
    expect(messagesOf(OtpCodeSchema, value)).toEqual(expected);
  });

  it.each([
    [{ code: '1234', botCheckResponse: 'solution' }, []],
    [{ code: '1234', botCheckResponse: '' }, ['Bot check is required']],
    [{ code: '1234' }, ['Bot check is required']],
  ])('spec §5: the bot check must be completed before verifying: %j', (form, expected) => {
    expect(messagesOf(VerificationFormSchema, form)).toEqual(expected);
  });
});

describe('spec §5 Admin login: email required and valid format; password required', () => {
  it.each([
    [{ emailAddress: 'admin@bank.example', password: 'secret' }, []],
    [{ emailAddress: '', password: 'secret' }, ['Email address is required']],
    [{ emailAddress: 'admin@', password: 'secret' }, ['Email address is not valid']],
    [{ emailAddress: 'admin.bank.example', password: 'secret' }, ['Email address is not valid']],
    [{ emailAddress: 'admin@bank.example', password: '' }, ['Password is required']],
    [{ emailAddress: 'admin@bank.example' }, ['Password is required']],
    [{ emailAddress: 'admin@bank.example', password: ' pass ' }, []],
  ])('spec §5: %j → %j', (form, expected) => {
    expect(messagesOf(AdminLoginSchema, form)).toEqual(expected);
  });

  it('the password is kept as typed, spaces included', () => {
    expect(AdminLoginSchema.parse({ emailAddress: ' a@b.co ', password: ' p ' })).toEqual({
      emailAddress: 'a@b.co',
      password: ' p ',
    });
  });
});

describe('spec §5 Admin search', () => {
  it.each([
    [{ query: '' }, ['Promo code or customer number is required']],
    [{ query: '   ' }, ['Promo code or customer number is required']],
    [{ query: '1' }, []],
  ])('spec §5: promo code or customer number required: %j', (form, expected) => {
    expect(messagesOf(AdminSearchSchema, form)).toEqual(expected);
  });

  const prefixes = { voucherPrefix: 'BPI', customerNoPrefix: '00' };
  it.each([
    ['ABCDEFG', { src: 2, code: '00ABCDEFG' }],
    ['ABCDEFGH', { src: 1, code: 'BPI-ABCDEFGH' }],
    ['ABCDEFGHI', { src: 2, code: '00ABCDEFGHI' }],
    ['1234567890', { src: 2, code: '001234567890' }],
    [' ABCDEFGH ', { src: 1, code: 'BPI-ABCDEFGH' }],
  ])(
    'spec §5/§7: %j → src 1 promo code with voucher prefix and dash when 8 characters, else src 2 customer number prefix',
    (input, expected) => {
      expect(adminSearchQuery(input, prefixes)).toEqual(expected);
    },
  );

  it.each([
    ['123456789', true, '123456789'],
    ['1234567890', true, '1234567890'],
    ['12345678901', true, '1234567890'],
    ['12345678901', false, '12345678901'],
  ])('spec §5: customer number %j limited to 10 characters when the flag is %s', (value, enabled, expected) => {
    expect(limitCustomerNumberInput(value, enabled)).toBe(expected);
  });
});

describe('spec §5 Edit user info: email required and valid; mobile required; decision 0218: a reason', () => {
  const email = 'card.holder@mail.example';
  const reason = 'Cardholder called the hotline with a new phone';
  it.each([
    [{ emailAddress: email, mobileNO: '09171234567', reason }, []],
    [{ emailAddress: email, mobileNO: '639171234567', reason }, []],
    [{ emailAddress: email, mobileNO: '+639171234567', reason }, []],
    [{ emailAddress: email, mobileNO: '', reason }, ['Mobile number is required']],
    [{ emailAddress: email, mobileNO: '0917123456', reason }, ['Mobile number is not valid']],
    [{ emailAddress: email, mobileNO: '091712345678', reason }, ['Mobile number is not valid']],
    [{ emailAddress: email, mobileNO: '08171234567', reason }, ['Mobile number is not valid']],
    [{ emailAddress: '', mobileNO: '09171234567', reason }, ['Email address is required']],
    [{ emailAddress: 'no-at-sign', mobileNO: '09171234567', reason }, ['Email address is not valid']],
    [{ emailAddress: email, mobileNO: '09171234567', reason: '  ' }, ['Reason for the change is required']],
    [
      { emailAddress: email, mobileNO: '09171234567', reason: 'r'.repeat(501) },
      ['Reason for the change may not be greater than 500 characters'],
    ],
  ])('spec §5: %j → %j', (form, expected) => {
    expect(messagesOf(EditUserInfoSchema, form)).toEqual(expected);
  });

  it('decision 0218: an e-mail address of up to 254 characters, no longer', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(59)}.example`;
    expect(at254).toHaveLength(254);
    expect(messagesOf(EditUserInfoSchema, { emailAddress: at254, mobileNO: '09171234567', reason })).toEqual([]);
    expect(messagesOf(EditUserInfoSchema, { emailAddress: `x${at254}`, mobileNO: '09171234567', reason })).toEqual([
      'Email address may not be greater than 254 characters',
    ]);
  });

  it.each(['09171234567', '639171234567', '+639171234567', '0917 123 4567', '+63 (917) 123-4567'])(
    'decision 0218: the mobile %j comes out as +639171234567 (E.164)',
    (mobileNO) => {
      const parsed = EditUserInfoSchema.parse({ emailAddress: email, mobileNO, reason });
      expect(parsed.mobileNO).toBe('+639171234567');
      expect(toE164Mobile(mobileNO)).toBe('+639171234567');
    },
  );
});

describe("spec §5 Redemption confirmation checkbox ('Agreeing to the terms and condition')", () => {
  it.each([
    [{ agreed: true }, []],
    [{ agreed: false }, ['Agreeing to the terms and condition is required']],
    [{}, ['Agreeing to the terms and condition is required']],
    [{ agreed: 'true' }, ['Agreeing to the terms and condition is required']],
  ])('spec §5: %j → %j', (form, expected) => {
    expect(messagesOf(RedemptionConfirmSchema, form)).toEqual(expected);
  });

  it('firstErrorMessage gives the first failing message', () => {
    const result = RedemptionConfirmSchema.safeParse({ agreed: false });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(firstErrorMessage(result.error)).toBe('Agreeing to the terms and condition is required');
  });

  it('firstErrorMessage is null for an error without issues', () => {
    expect(firstErrorMessage(new z.core.$ZodError([]))).toBeNull();
  });
});
