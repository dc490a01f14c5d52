import type { Kysely } from 'kysely';
import { pesosToCentavos } from '../../../domain/money';
import type { Database } from '../schema';
import { categoryImage, DEMO_CATEGORIES, DEMO_MERCHANTS, type DemoMerchant, merchantImage } from './demo-catalogue';

export interface CatalogueEntry {
  readonly merchantName: string;
  /** Denomination ids by their value in centavos. */
  readonly denominationIds: ReadonlyMap<number, number>;
}

/** Stored merchants by slug, so demo orders can point at real denominations. */
export type DemoCatalogue = ReadonlyMap<string, CatalogueEntry>;

async function insertCategories(db: Kysely<Database>, campaignId: number): Promise<Map<number, number>> {
  const rows = await db
    .insertInto('merchant_categories')
    .values(
      DEMO_CATEGORIES.map((category) => ({
        campaign_id: campaignId,
        mcc_id: category.mccId,
        name: category.name,
        image: categoryImage(category.slug),
        color: category.color,
      })),
    )
    .returning(['id', 'mcc_id'])
    .execute();
  return new Map(rows.map((row) => [row.mcc_id, row.id]));
}

async function insertMerchant(
  db: Kysely<Database>,
  campaignId: number,
  categoryId: number | null,
  merchant: DemoMerchant,
): Promise<CatalogueEntry> {
  const { id } = await db
    .insertInto('merchants')
    .values({
      campaign_id: campaignId,
      category_id: categoryId,
      name: merchant.name,
      description: merchant.description,
      image: merchantImage(merchant.slug),
      locations_url: merchant.locationsUrl ?? null,
      is_for_platinum_only: merchant.isForPlatinumOnly ?? false,
      is_available: merchant.isAvailable ?? true,
      reward_lists: [...merchant.rewardLists],
      barcode_format: merchant.barcodeFormat ?? 'code128',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const denominations = await db
    .insertInto('denominations')
    .values(merchant.denominations.map((pesos) => ({ merchant_id: id, value_centavos: pesosToCentavos(pesos) })))
    .returning(['id', 'value_centavos'])
    .execute();
  return { merchantName: merchant.name, denominationIds: new Map(denominations.map((d) => [d.value_centavos, d.id])) };
}

export async function insertDemoCatalogue(db: Kysely<Database>, campaignId: number): Promise<DemoCatalogue> {
  const categoryIds = await insertCategories(db, campaignId);
  const catalogue = new Map<string, CatalogueEntry>();
  for (const merchant of DEMO_MERCHANTS) {
    const categoryId = categoryIds.get(merchant.categoryMccId) ?? null;
    catalogue.set(merchant.slug, await insertMerchant(db, campaignId, categoryId, merchant));
  }
  return catalogue;
}
