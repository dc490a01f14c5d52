import type { Kysely } from 'kysely';
import type { Merchant } from '../../domain/entities';
import { centavos, centavosToPesos } from '../../domain/money';
import type { Database, RewardList } from '../db/schema';

export interface CatalogueEntry extends Merchant {
  readonly categoryId: number | null;
  readonly lists: readonly RewardList[];
}

export interface CatalogueCategory {
  readonly id: number;
  readonly mccID: number;
  readonly name: string;
  readonly image: string | null;
  readonly color: string | null;
}

/**
 * One reward entry per merchant denomination: `id` is the denomination's id (unique per entry, the picker's
 * key), `merchantID` the merchant's and `denominationID` the denomination's (spec §3, §7 redeem payload).
 */
export async function loadCatalogueEntries(db: Kysely<Database>, campaignId: number): Promise<CatalogueEntry[]> {
  const rows = await db
    .selectFrom('denominations as d')
    .innerJoin('merchants as m', 'm.id', 'd.merchant_id')
    .where('m.campaign_id', '=', campaignId)
    .select([
      'd.id as denomination_id',
      'd.value_centavos',
      'd.is_available as denomination_available',
      'm.id as merchant_id',
      'm.name',
      'm.description',
      'm.image',
      'm.locations_url',
      'm.is_for_platinum_only',
      'm.is_available as merchant_available',
      'm.category_id',
      'm.reward_lists',
    ])
    .orderBy('m.name')
    .orderBy('d.value_centavos')
    .execute();
  return rows.map((row) => ({
    id: row.denomination_id,
    merchantID: row.merchant_id,
    denominationID: row.denomination_id,
    name: row.name,
    description: row.description,
    image: row.image,
    value: centavosToPesos(centavos(row.value_centavos)),
    quantity: 0,
    locationsUrl: row.locations_url,
    isForPlatinumOnly: row.is_for_platinum_only,
    isAvailable: row.merchant_available && row.denomination_available,
    categoryId: row.category_id,
    lists: row.reward_lists,
  }));
}

export async function loadCategories(db: Kysely<Database>, campaignId: number): Promise<CatalogueCategory[]> {
  const rows = await db
    .selectFrom('merchant_categories')
    .where('campaign_id', '=', campaignId)
    .select(['id', 'mcc_id', 'name', 'image', 'color'])
    .orderBy('name')
    .execute();
  return rows.map((row) => ({ id: row.id, mccID: row.mcc_id, name: row.name, image: row.image, color: row.color }));
}
