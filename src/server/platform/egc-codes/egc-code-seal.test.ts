import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { egcCodeColumns, egcCodeDigests, egcCodeLast4, openEgcCode } from './egc-code-columns';
import { egcCodeKeyIdOf, egcCodeKeys } from './egc-code-keys';
import { EgcSealError, openText, sealedKeyIdOf, sealText } from './egc-code-seal';

const key = (id: string) => ({ id, key: randomBytes(32) });
const first = key('first');
const second = key('second');
const ring = egcCodeKeys(first);
const CODE = 'EGC-K7QD-P2XM';

/** The sealed value with one base64url part of it changed. */
function tampered(sealed: string, part: number): string {
  const parts = sealed.split(':');
  const bytes = Buffer.from(parts[part] ?? '', 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  parts[part] = bytes.toString('base64url');
  return parts.join(':');
}

describe('eGC codes sealed with AES-256-GCM (decision 0170)', () => {
  it('opens to what was sealed; the sealed text holds neither the code nor its last four', () => {
    const sealed = sealText(ring, CODE, 'egc-code');
    expect(sealed).toMatch(/^v1:first:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(sealed).not.toContain(CODE);
    expect(sealed).not.toContain('P2XM');
    expect(openText(ring, sealed, 'egc-code')).toBe(CODE);
    expect(sealedKeyIdOf(sealed)).toBe('first');
  });

  it('seals the same code differently each time (a random IV)', () => {
    expect(sealText(ring, CODE, 'egc-code')).not.toBe(sealText(ring, CODE, 'egc-code'));
  });

  it.each([
    ['the IV', 2],
    ['the tag', 3],
    ['the ciphertext', 4],
  ])('a change to %s fails to open', (_part, index) => {
    const sealed = sealText(ring, CODE, 'egc-code');
    expect(() => openText(ring, tampered(sealed, index), 'egc-code')).toThrow(EgcSealError);
  });

  it('opens only as what it was sealed for: a code moved into an outbox body does not open there', () => {
    const sealed = sealText(ring, CODE, 'egc-code');
    expect(() => openText(ring, sealed, 'outbox-body')).toThrow(EgcSealError);
  });

  it('a key id the ring does not hold, or another key under the same id, does not open', () => {
    const sealed = sealText(egcCodeKeys(second), CODE, 'egc-code');
    expect(() => openText(ring, sealed, 'egc-code')).toThrow(/key second, which is not loaded/);
    const impostor = egcCodeKeys({ id: 'second', key: randomBytes(32) });
    expect(() => openText(impostor, sealed, 'egc-code')).toThrow(/does not open/);
  });

  it('refuses what is not a sealed value', () => {
    for (const text of ['', CODE, 'v2:first:a:b:c', 'v1:first:a:b', 'v1:first:a:b:c:d']) {
      expect(() => openText(ring, text, 'egc-code')).toThrow(EgcSealError);
    }
  });

  it('after a rotation the older key still opens what it sealed, and new values use the current key', () => {
    const before = sealText(ring, CODE, 'egc-code');
    const rotated = egcCodeKeys(second, [first]);
    expect(openText(rotated, before, 'egc-code')).toBe(CODE);
    expect(sealedKeyIdOf(sealText(rotated, CODE, 'egc-code'))).toBe('second');
  });

  it('a ring refuses a short key, an id with a colon and two keys under one id', () => {
    expect(() => egcCodeKeys({ id: 'a', key: randomBytes(16) })).toThrow(/32 bytes/);
    expect(() => egcCodeKeys({ id: 'a:b', key: randomBytes(32) })).toThrow(/other characters/);
    expect(() => egcCodeKeys(key('same'), [key('same')])).toThrow(/two eGC code keys/);
    expect(egcCodeKeys(first, [first]).older.size).toBe(0);
  });

  it("a key's default id is a fingerprint: the same for the same key, different for another", () => {
    expect(egcCodeKeyIdOf(first.key)).toBe(egcCodeKeyIdOf(Buffer.from(first.key)));
    expect(egcCodeKeyIdOf(first.key)).not.toBe(egcCodeKeyIdOf(second.key));
    expect(egcCodeKeyIdOf(first.key)).toMatch(/^k[0-9a-f]{10}$/);
  });

  it('property: any text round-trips under any key, and fails to open under another', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        (text, bytes) => {
          const keys = egcCodeKeys({ id: 'p', key: Buffer.from(bytes) });
          const sealed = sealText(keys, text, 'outbox-body');
          expect(openText(keys, sealed, 'outbox-body')).toBe(text);
          const other = egcCodeKeys({ id: 'p', key: Buffer.from(bytes.map((byte) => byte ^ 0xff)) });
          expect(() => openText(other, sealed, 'outbox-body')).toThrow(EgcSealError);
        },
      ),
    );
  });
});

describe('the columns an eGC code is kept in (decisions 0170, 0172)', () => {
  it('sealed, a keyed digest and the last four; the code appears in none but the last four', () => {
    const columns = egcCodeColumns(ring, CODE);
    expect(openEgcCode(ring, columns.egc_code_sealed)).toBe(CODE);
    expect(columns.egc_code_last4).toBe('P2XM');
    expect(columns.egc_code_digest).toMatch(/^first:[\w-]{43}$/);
    expect(`${columns.egc_code_sealed}${columns.egc_code_digest}`).not.toContain(CODE);
  });

  it('the digest is the same for the same code and key, and is keyed: another key gives another', () => {
    expect(egcCodeColumns(ring, CODE).egc_code_digest).toBe(egcCodeColumns(ring, CODE).egc_code_digest);
    expect(egcCodeColumns(egcCodeKeys(second), CODE).egc_code_digest).not.toBe(
      egcCodeColumns(ring, CODE).egc_code_digest,
    );
  });

  it('after a rotation a code is found under the digest of any key of the ring', () => {
    const stored = egcCodeColumns(ring, CODE).egc_code_digest;
    expect(egcCodeDigests(egcCodeKeys(second, [first]), CODE)).toContain(stored);
    expect(egcCodeDigests(egcCodeKeys(second), CODE)).not.toContain(stored);
  });

  it("property: the last four are the code's last four characters, upper case", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 4, maxLength: 20 }), (code) => {
        expect(egcCodeLast4(code)).toBe(code.slice(-4).toUpperCase());
      }),
    );
  });
});
