import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one. Runs on PostgreSQL 15 and PGlite 18.
// Decision 0145: the overview reads each registered cardholder's qualified spend from a total kept by
// the database, not by summing a million transactions per call. The rule is spec §1 as the domain's
// `qualifiedTransactions` has it: bonus records (references starting BONUS, §5) never count; with a registration instant, only spend from the
// registration's calendar day (the campaign's time zone) on; with none, all spend.
//
// Kept by triggers, so every writer (the importers, the seeds, the bonus evaluator, a test) keeps it without
// knowing: new transactions add their qualifying sum; a changed registration instant, a changed or removed
// transaction, or a changed campaign time zone recomputes the cardholders concerned from their transactions.
//
// Concurrency: every change first locks the totals rows it touches, in id order, in a statement of its own, and
// only then reads (READ COMMITTED: each statement of a volatile function reads afresh). An import adding spend and
// a registration moving the qualifying day therefore serialise on the total: whichever waits reads what the other
// committed, so neither's part is lost.

const qualifiesFrom = (cardholder: string, campaign: string) =>
  sql.raw(
    `(case when ${cardholder}.registered_at is null then '-infinity'::timestamptz else ` +
      `date_trunc('day', ${cardholder}.registered_at at time zone (${campaign}.config->>'timeZone')) ` +
      `at time zone (${campaign}.config->>'timeZone') end)`,
  );

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table cardholder_spend (
    cardholder_id integer primary key references cardholders (id) on delete cascade,
    qualified_centavos bigint not null default 0
  )`.execute(db);

  await sql`create function cardholder_spend_lock(ids integer[]) returns void language plpgsql as $$
  begin
    insert into cardholder_spend (cardholder_id)
      select id from unnest(ids) as id order by id on conflict do nothing;
    perform 1 from cardholder_spend where cardholder_id = any (ids) order by cardholder_id for update;
  end $$`.execute(db);

  await sql`create function cardholder_spend_recompute(ids integer[]) returns void language plpgsql as $$
  begin
    perform cardholder_spend_lock(ids);
    update cardholder_spend s
      set qualified_centavos = coalesce((
        select sum(t.value_centavos) from transactions t
        where t.cardholder_id = c.id and t.reference_no not like 'BONUS%' and t.transaction_at >= ${qualifiesFrom('c', 'k')}
      ), 0)
      from cardholders c join campaigns k on k.id = c.campaign_id
      where c.id = s.cardholder_id and s.cardholder_id = any (ids);
  end $$`.execute(db);

  await sql`create function cardholder_spend_added() returns trigger language plpgsql as $$
  declare ids integer[];
  begin
    select array_agg(distinct cardholder_id) into ids from added where reference_no not like 'BONUS%';
    if ids is null then return null; end if;
    perform cardholder_spend_lock(ids);
    -- Each cardholder's first qualifying instant once, not once per new row (a time zone conversion each).
    with starts as materialized (
      select c.id, ${qualifiesFrom('c', 'k')} as qualifies_from
      from cardholders c join campaigns k on k.id = c.campaign_id where c.id = any (ids)
    )
    update cardholder_spend s
      set qualified_centavos = s.qualified_centavos + d.centavos
      from (
        select a.cardholder_id, sum(a.value_centavos) as centavos
        from added a join starts on starts.id = a.cardholder_id
        where a.reference_no not like 'BONUS%' and a.transaction_at >= starts.qualifies_from
        group by a.cardholder_id
      ) d
      where s.cardholder_id = d.cardholder_id;
    return null;
  end $$`.execute(db);

  await sql`create function cardholder_spend_changed() returns trigger language plpgsql as $$
  declare ids integer[];
  begin
    if tg_op = 'DELETE' then
      select array_agg(distinct cardholder_id) into ids from removed;
    else
      select array_agg(distinct cardholder_id) into ids
        from (select cardholder_id from removed union select cardholder_id from added) both_sides;
    end if;
    if ids is not null then perform cardholder_spend_recompute(ids); end if;
    return null;
  end $$`.execute(db);

  await sql`create function cardholder_spend_registered() returns trigger language plpgsql as $$
  begin
    perform cardholder_spend_recompute(array[new.id]);
    return null;
  end $$`.execute(db);

  await sql`create function cardholder_spend_time_zone() returns trigger language plpgsql as $$
  begin
    perform cardholder_spend_recompute(array(select id from cardholders where campaign_id = new.id));
    return null;
  end $$`.execute(db);

  await sql`create trigger cardholder_spend_on_insert after insert on transactions
    referencing new table as added for each statement execute function cardholder_spend_added()`.execute(db);
  await sql`create trigger cardholder_spend_on_update after update on transactions
    referencing old table as removed new table as added for each statement execute function cardholder_spend_changed()`.execute(
    db,
  );
  await sql`create trigger cardholder_spend_on_delete after delete on transactions
    referencing old table as removed for each statement execute function cardholder_spend_changed()`.execute(db);
  await sql`create trigger cardholder_spend_on_registration after update of registered_at on cardholders
    for each row when (old.registered_at is distinct from new.registered_at)
    execute function cardholder_spend_registered()`.execute(db);
  await sql`create trigger cardholder_spend_on_time_zone after update of config on campaigns
    for each row when (old.config->>'timeZone' is distinct from new.config->>'timeZone')
    execute function cardholder_spend_time_zone()`.execute(db);

  // Every cardholder already stored, from their transactions.
  await sql`select cardholder_spend_recompute(array(select id from cardholders order by id))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger cardholder_spend_on_time_zone on campaigns`.execute(db);
  await sql`drop trigger cardholder_spend_on_registration on cardholders`.execute(db);
  await sql`drop trigger cardholder_spend_on_delete on transactions`.execute(db);
  await sql`drop trigger cardholder_spend_on_update on transactions`.execute(db);
  await sql`drop trigger cardholder_spend_on_insert on transactions`.execute(db);
  for (const name of ['time_zone', 'registered', 'changed', 'added', 'recompute', 'lock']) {
    await sql`drop function ${sql.raw(`cardholder_spend_${name}`)}`.execute(db);
  }
  await sql`drop table cardholder_spend`.execute(db);
}
