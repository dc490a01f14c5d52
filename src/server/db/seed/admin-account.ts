import { randomBytes } from 'node:crypto';

// docs/architecture.md §4 Admin: admin accounts are an e-mail and an argon2id password hash (src/server/admin/admin-password.ts).

export const DEFAULT_ADMIN_EMAIL = 'admin@demo.local';

/** 18 random bytes: 24 base64url characters (144 bits), shown once to whoever started the server. */
export function generateAdminPassword(): string {
  return randomBytes(18).toString('base64url');
}
