import { randomInt } from 'node:crypto';

// eGC codes as orders hand them out: 'EGC-XXXX-XXXX', without look-alike characters (0/O, 1/I).
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const block = (length: number): string =>
  Array.from({ length }, () => ALPHABET.charAt(randomInt(ALPHABET.length))).join('');

/** 32^8 ≈ 10^12 codes: a clash is negligible, and the unique column would refuse it. */
export function newEgcCode(): string {
  return `EGC-${block(4)}-${block(4)}`;
}
