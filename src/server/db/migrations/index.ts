import type { Migration } from 'kysely';
import * as initial from './0001-initial';

// Listed statically (not read from disk) so the bundled server carries its migrations.
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
};
