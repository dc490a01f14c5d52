import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// docs/architecture.md §4 Admin: admin accounts are an e-mail and an argon2id password hash (OWASP Password Storage
// Cheat Sheet: argon2id first). One place hashes and verifies, for the seed, the CLI and the login.

// `Algorithm` is an ambient const enum, which isolatedModules cannot read at run time; its Argon2id member is 2.
const ARGON2ID: Algorithm.Argon2id = 2;

/** argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: the OWASP cheat sheet's first option). */
export function hashAdminPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** False for a wrong password and for a hash that is not argon2 at all (never throws on bad input). */
export async function verifyAdminPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password nobody knows, made once: an unknown e-mail is verified against it so it costs
 * the same time as a known one (decision 0012: the answer never tells whether the e-mail exists).
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashAdminPassword(randomBytes(18).toString('base64url'));
  return dummyHash;
}
