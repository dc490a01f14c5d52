import { addDays } from 'date-fns';
import type { Kysely } from 'kysely';
import { egcExpiry } from '../../../domain/campaign-calendar';
import { ORDER_STATUS } from '../../../domain/entities';
import { type Centavos, pesosToCentavos, sumCentavos } from '../../../domain/money';
import { newEgcCode } from '../../orders/orders.repository';
import { egcCodeColumns } from '../../platform/egc-codes/egc-code-columns';
import type { EgcCodeKeys } from '../../platform/egc-codes/egc-code-keys';
import type { Database } from '../schema';
import type { DemoClock } from './demo-clock';
import type { CatalogueEntry, DemoCatalogue } from './insert-demo-catalogue';

// Shared by the main claims and the bonus order: one order with its eGC items (spec §3 Order).

export interface DemoOrderItem {
  /** A merchant slug of DEMO_MERCHANTS. */
  readonly merchant: string;
  readonly pesos: number;
  /** spec §3: 43 active, 44 redeemed. */
  readonly statusId: (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
}

export interface DemoOrder {
  readonly cardholderId: number;
  readonly kind: 'main' | 'bonus';
  /** spec §3 Order: 'MAIN' for a main spend reward, the bonus record's prefix (e.g. 'BONUSM1') for a bonus. */
  readonly referencePrefix: string;
  readonly bonusTransactionId: number | null;
  readonly orderedAt: Date;
  /** 180 days after the order (decision 0029) unless given. */
  readonly expiresAt?: Date;
  readonly items: readonly DemoOrderItem[];
}

/** A used demo eGC was used the day after its order (the provider's report, decision 0082). */
const DEMO_USED_AFTER_DAYS = 1;

function catalogueEntry(catalogue: DemoCatalogue, slug: string): CatalogueEntry {
  const entry = catalogue.get(slug);
  if (entry === undefined) throw new Error(`Demo merchant ${slug} is not in the catalogue`);
  return entry;
}

/** Orders are numbered per reference prefix: MAIN-1, MAIN-2, BONUSM1-1 (spec §3 Order prefixes). */
async function nextClientReference(db: Kysely<Database>, prefix: string): Promise<string> {
  const { count } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('client_reference_no', 'like', `${prefix}-%`)
    .executeTakeFirstOrThrow();
  return `${prefix}-${Number(count) + 1}`;
}

/** Stores the order and its items; returns the order id and the centavos it spent. */
export async function insertDemoOrder(
  db: Kysely<Database>,
  context: { clock: DemoClock; catalogue: DemoCatalogue; egcCodeKeys: EgcCodeKeys },
  order: DemoOrder,
): Promise<{ orderId: number; spent: Centavos }> {
  const { id: orderId } = await db
    .insertInto('orders')
    .values({
      cardholder_id: order.cardholderId,
      kind: order.kind,
      client_reference_no: await nextClientReference(db, order.referencePrefix),
      bonus_transaction_id: order.bonusTransactionId,
      expires_at: order.expiresAt ?? egcExpiry(order.orderedAt, context.clock.timeZone),
      created_at: order.orderedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const items = order.items.map((item) => {
    const entry = catalogueEntry(context.catalogue, item.merchant);
    const valueCentavos = pesosToCentavos(item.pesos);
    const denominationId = entry.denominationIds.get(valueCentavos);
    if (denominationId === undefined) throw new Error(`${entry.merchantName} has no P${item.pesos} eGC`);
    const usedAt = item.statusId === ORDER_STATUS.redeemed ? addDays(order.orderedAt, DEMO_USED_AFTER_DAYS) : null;
    return {
      order_id: orderId,
      denomination_id: denominationId,
      merchant_name: entry.merchantName,
      value_centavos: valueCentavos,
      // Sealed as an order's are (decision 0170): the demo's codes are no more in clear than real ones.
      ...egcCodeColumns(context.egcCodeKeys, newEgcCode()),
      status_id: item.statusId,
      used_at: usedAt,
      status_reported_at: usedAt,
      created_at: order.orderedAt,
    };
  });
  await db.insertInto('order_items').values(items).execute();
  return { orderId, spent: sumCentavos(items.map((item) => item.value_centavos)) };
}

export const orderTime = (clock: DemoClock, day: number): Date => clock.at(day, '10:45');
