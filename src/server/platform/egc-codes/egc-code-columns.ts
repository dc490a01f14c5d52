import { createHmac, hkdfSync } from 'node:crypto';
import { codeEnding } from '../../../domain/egcs';
import { type EgcCodeKey, type EgcCodeKeys, everyEgcCodeKey } from './egc-code-keys';
import { openText, sealText } from './egc-code-seal';

// How an eGC code is kept in `order_items` (decision 0170, 0172): sealed, a keyed digest to find it by its full
// code (the provider's status reports) and to keep codes unique, and its last four apart for the admin's find.
// The digest is keyed (HMAC): a plain hash of a 40-bit code would be reversed by trying every code.

export interface EgcCodeColumns {
  readonly egc_code_sealed: string;
  readonly egc_code_digest: string;
  readonly egc_code_last4: string;
}

/** Decision 0172: what the admin finds an eGC by and the CSV shows; the code's case does not matter to a person. */
export const egcCodeLast4 = (code: string): string => codeEnding(code).toUpperCase();

const digestKeys = new WeakMap<Buffer, Buffer>();

/** A key of its own for the digest, derived from the sealing key (HKDF): one key is never used for two things. */
function digestKeyOf(key: EgcCodeKey): Buffer {
  let derived = digestKeys.get(key.key);
  if (derived === undefined) {
    derived = Buffer.from(hkdfSync('sha256', key.key, Buffer.alloc(0), 'egc-code-digest', 32));
    digestKeys.set(key.key, derived);
  }
  return derived;
}

const digestWith = (key: EgcCodeKey, code: string): string =>
  `${key.id}:${createHmac('sha256', digestKeyOf(key)).update(code).digest('base64url')}`;

export function egcCodeColumns(keys: EgcCodeKeys, code: string): EgcCodeColumns {
  return {
    egc_code_sealed: sealText(keys, code, 'egc-code'),
    egc_code_digest: digestWith(keys.current, code),
    egc_code_last4: egcCodeLast4(code),
  };
}

/** The digests this code may be stored under: one per key, for rows not yet sealed again after a rotation. */
export const egcCodeDigests = (keys: EgcCodeKeys, code: string): string[] =>
  everyEgcCodeKey(keys).map((key) => digestWith(key, code));

export const openEgcCode = (keys: EgcCodeKeys, sealed: string): string => openText(keys, sealed, 'egc-code');
