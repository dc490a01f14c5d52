import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { type EgcCodeKeys, egcCodeKeyById } from './egc-code-keys';

// Decision 0170: AES-256-GCM from Node's crypto. Each value gets a random 12-byte IV; the 16-byte tag makes any
// change to the stored text fail to open instead of opening to something else. The purpose is authenticated
// data, so a sealed eGC code cannot be moved into an outbox body (or back) and opened there.
//
// Stored as `v1:<key id>:<iv>:<tag>:<ciphertext>`, each part base64url.

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** What a sealed value holds: it is authenticated with the value, so it opens only as the same purpose. */
export type SealPurpose = 'egc-code' | 'outbox-body';

export class EgcSealError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EgcSealError';
  }
}

export function sealText(keys: EgcCodeKeys, clear: string, purpose: SealPurpose): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.current.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(purpose));
  const ciphertext = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
  return [VERSION, keys.current.id, ...parts].join(':');
}

/** The id of the key that sealed this value (rotation finds what it must seal again by it). */
export function sealedKeyIdOf(sealed: string): string {
  const [version, keyId] = sealed.split(':');
  if (version !== VERSION || keyId === undefined) throw new EgcSealError('not a sealed value');
  return keyId;
}

/** The clear text; an EgcSealError when the key is not in the ring or the value was changed. */
export function openText(keys: EgcCodeKeys, sealed: string, purpose: SealPurpose): string {
  const parts = sealed.split(':');
  const [version, keyId, ivText, tagText, ciphertextText] = parts;
  if (parts.length !== 5 || version !== VERSION || keyId === undefined || ciphertextText === undefined) {
    throw new EgcSealError('not a sealed value');
  }
  const key = egcCodeKeyById(keys, keyId);
  if (key === undefined) {
    throw new EgcSealError(`sealed with eGC code key ${keyId}, which is not loaded (EGC_CODE_KEYS_OLD)`);
  }
  const iv = Buffer.from(ivText ?? '', 'base64url');
  const tag = Buffer.from(tagText ?? '', 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new EgcSealError('not a sealed value');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(Buffer.from(ciphertextText, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new EgcSealError(`a value sealed with eGC code key ${keyId} does not open: changed, or another purpose`);
  }
}
