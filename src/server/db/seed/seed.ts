import type { Kysely } from 'kysely';
import { issueEnrolmentToken } from '../../admin/admin-enrolment-links';
import { hashAdminPassword } from '../../admin/admin-password';
import type { EgcCodeKeys } from '../../platform/egc-codes/egc-code-keys';
import type { Database } from '../schema';
import { DEFAULT_ADMIN_EMAIL, generateAdminPassword } from './admin-account';
import { insertDemoBonusOrders } from './demo-bonus-orders';
import { evaluateDemoCardholders, insertDemoBonusRecords } from './demo-bonus-records';
import { buildDemoCampaign, DEMO_CAMPAIGN_ID, DEMO_TIME_ZONE } from './demo-campaign';
import type { DemoCardholder } from './demo-cardholders';
import { demoClock } from './demo-clock';
import { insertDemoMainClaims } from './demo-main-claims';
import { insertDemoTransactions } from './demo-transactions';
import { insertDemoCardholders } from './insert-demo-cardholders';
import { insertDemoCatalogue } from './insert-demo-catalogue';

// docs/architecture.md §4 Seed: `npm start` on an empty database seeds a demo campaign whose windows sit around today,
// an admin, and cardholders in every interesting state (docs/demo-accounts.md lists them).

export interface SeedOptions {
  /** Every demo date is placed relative to this instant. */
  readonly now: Date;
  readonly adminEmail?: string;
  /** When absent a password is generated and returned once. */
  readonly adminPassword?: string;
  /**
   * Decision 0122: the admin's TOTP secret (base32); when absent the admin enrols at the first sign-in, through the
   * one-time link the seed answers (decision 0184).
   */
  readonly adminTotpSecret?: string;
  /** Decision 0170: the demo eGC codes are sealed with them. */
  readonly egcCodeKeys: EgcCodeKeys;
}

export interface SeedResult {
  readonly campaignId: number;
  /**
   * `generatedPassword` is set only when the seed made one up, `enrolmentToken` (decision 0184) only when no TOTP
   * secret was given: print them once, both are stored only hashed.
   */
  readonly admin: {
    readonly email: string;
    readonly generatedPassword: string | null;
    readonly enrolmentToken: string | null;
  };
  readonly cardholders: readonly DemoCardholder[];
}

/** True when no campaign exists yet, i.e. the database has never been seeded or set up. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const campaign = await db.selectFrom('campaigns').select('id').limit(1).executeTakeFirst();
  return campaign === undefined;
}

export async function seedDemo(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  const clock = demoClock(options.now, DEMO_TIME_ZONE);
  const config = buildDemoCampaign(options.now);
  const email = options.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const password = options.adminPassword ?? generateAdminPassword();
  const generatedPassword = options.adminPassword === undefined ? password : null;
  // Hashed before the transaction opens: argon2 is deliberately slow and needs no row.
  const passwordHash = await hashAdminPassword(password);

  const { cardholders, enrolmentToken } = await db.transaction().execute(async (trx) => {
    if (!(await isDatabaseEmpty(trx))) throw new Error('The demo seed runs only on an empty database');
    await trx
      .insertInto('campaigns')
      .values({ id: DEMO_CAMPAIGN_ID, config: JSON.stringify(config), created_at: clock.now, updated_at: clock.now })
      .execute();
    const catalogue = await insertDemoCatalogue(trx, DEMO_CAMPAIGN_ID);
    const admin = await trx
      .insertInto('admins')
      .values({
        email,
        password_hash: passwordHash,
        totp_secret: options.adminTotpSecret ?? null,
        created_at: clock.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const enrolmentToken =
      options.adminTotpSecret === undefined ? await issueEnrolmentToken(trx, admin.id, null, options.now) : null;
    const stored = await insertDemoCardholders(trx, DEMO_CAMPAIGN_ID, clock);
    await insertDemoTransactions(trx, clock, stored);
    const evaluated = await evaluateDemoCardholders(trx, config, stored);
    const records = await insertDemoBonusRecords(trx, clock, config, evaluated);
    const { egcCodeKeys } = options;
    await insertDemoMainClaims(trx, { clock, config, catalogue, egcCodeKeys }, evaluated);
    await insertDemoBonusOrders(trx, { clock, catalogue, egcCodeKeys }, evaluated, records);
    return { cardholders: stored.map((each) => each.cardholder), enrolmentToken };
  });

  return { campaignId: DEMO_CAMPAIGN_ID, admin: { email, generatedPassword, enrolmentToken }, cardholders };
}
