import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenDatabase } from '../db/database';
import { DEMO_CAMPAIGN_ID } from '../db/seed/demo-campaign';
import { fixedKeyRing } from '../platform/keys/key-ring';
import { TEST_SECRET } from '../testing/test-app';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { seedTestDemo } from '../testing/test-seed';
import { registerDuePendingCardholders } from './registration.repository';
import { runRegistrationValidation, startRegistrationValidationJob } from './registration-validation-job';

// docs/architecture.md §4 and decision 0022: the validation step registers a pending code once its delay has passed.
// The demo seed puts PENDING1 pending since the seed's `now`.

const SEEDED_AT = new Date('2026-11-21T04:00:00Z');
const DELAY_MS = 10 * 60_000;
const at = (offsetMs: number) => new Date(SEEDED_AT.getTime() + offsetMs);

describe.each(TEST_DATABASE_KINDS)('the registration validation step on %s', (kind) => {
  let database: OpenDatabase;

  beforeEach(async () => {
    database = await openTestDatabase(kind);
    await seedTestDemo(database.db, SEEDED_AT);
  });
  afterEach(async () => database.close());

  const pending1 = () =>
    database.db
      .selectFrom('cardholders')
      .select(['status', 'registered_at'])
      .where('promo_code', '=', 'PENDING1')
      .executeTakeFirstOrThrow();

  it.each([
    ['one millisecond before the delay has passed', DELAY_MS - 1, 0, 'pending'],
    ['exactly when the delay has passed', DELAY_MS, 1, 'registered'],
    ['one millisecond after', DELAY_MS + 1, 1, 'registered'],
  ])('decision 0022: %s, a pending code moves %i time(s) and reads %s', async (_case, offset, moved, status) => {
    expect(await registerDuePendingCardholders(database.db, at(offset), DELAY_MS)).toHaveLength(moved);
    const row = await pending1();
    expect(row.status).toBe(status);
    expect(row.registered_at?.toISOString() ?? null).toBe(moved === 1 ? at(offset).toISOString() : null);
  });

  it('only pending codes move: issued, registered and blocked codes keep their state', async () => {
    const before = await database.db.selectFrom('cardholders').select(['promo_code', 'status']).execute();
    await registerDuePendingCardholders(database.db, at(DELAY_MS), DELAY_MS);
    const after = await database.db.selectFrom('cardholders').select(['promo_code', 'status']).execute();
    const changed = after.filter(
      (row) => before.find((old) => old.promo_code === row.promo_code)?.status !== row.status,
    );
    expect(changed).toEqual([{ promo_code: 'PENDING1', status: 'registered' }]);
  });

  it('scoped to one code, it leaves every other due code for the periodic job', async () => {
    const scope = { campaignId: DEMO_CAMPAIGN_ID, promoCode: 'NEWUSER1' };
    expect(await registerDuePendingCardholders(database.db, at(DELAY_MS), DELAY_MS, scope)).toHaveLength(0);
    expect((await pending1()).status).toBe('pending');
    const own = { campaignId: DEMO_CAMPAIGN_ID, promoCode: 'PENDING1' };
    expect(await registerDuePendingCardholders(database.db, at(DELAY_MS), DELAY_MS, own)).toHaveLength(1);
  });

  it('architecture §4: the periodic job registers due codes without any request', async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const job = startRegistrationValidationJob({
      db: database.db,
      clock: () => at(DELAY_MS),
      registrationValidationDelayMs: DELAY_MS,
      keys: () => fixedKeyRing(TEST_SECRET),
      log,
      intervalMs: 20,
    });
    await vi.waitFor(async () => expect((await pending1()).status).toBe('registered'), { timeout: 5_000 });
    job.stop();
    expect(log.info).toHaveBeenCalledWith({ registered: 1 }, 'registration validation: pending codes registered');
  });

  it('architecture §4: without an interval given, the job runs every 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const job = startRegistrationValidationJob({
        db: database.db,
        clock: () => at(DELAY_MS),
        registrationValidationDelayMs: DELAY_MS,
        keys: () => fixedKeyRing(TEST_SECRET),
      });
      vi.advanceTimersByTime(29_999);
      expect((await pending1()).status).toBe('pending');
      vi.advanceTimersByTime(1);
      await vi.waitFor(async () => expect((await pending1()).status).toBe('registered'), { timeout: 5_000 });
      job.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failing pass is logged and answers 0, so the next tick tries again', async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const broken = { updateTable: () => ({}) } as unknown as typeof database.db;
    const registered = await runRegistrationValidation({
      db: broken,
      clock: () => at(DELAY_MS),
      registrationValidationDelayMs: DELAY_MS,
      keys: () => fixedKeyRing(TEST_SECRET),
      log,
    });
    expect(registered).toBe(0);
    expect(log.error).toHaveBeenCalledWith(expect.anything(), 'registration validation failed');
  });
});
