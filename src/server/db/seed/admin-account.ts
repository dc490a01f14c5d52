import { randomBytes } from 'node:crypto';
import { type Algorithm, hash } from '@node-rs/argon2';

// ARCHITECTURE §4 Admin: admin accounts are an e-mail and an argon2id password hash.

export const DEFAULT_ADMIN_EMAIL = 'admin@demo.local';

// `Algorithm` is an ambient const enum, which isolatedModules cannot read at run time; its Argon2id member is 2.
const ARGON2ID: Algorithm.Argon2id = 2;

/** 18 random bytes: 24 base64url characters (144 bits), shown once to whoever started the server. */
export function generateAdminPassword(): string {
  return randomBytes(18).toString('base64url');
}

/** argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: the OWASP cheat sheet's first option). */
export function hashAdminPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}
