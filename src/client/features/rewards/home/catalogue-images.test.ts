import { describe, expect, it } from 'vitest';
import { UISchemaSchema } from '../../../../domain/campaign-config';
import { catalogueImageUrls } from './catalogue-images';

const merchant = (id: number, image: string | null) => ({
  id,
  merchantID: id,
  denominationID: id,
  name: `Merchant ${id}`,
  image,
  value: 500,
  quantity: 10,
});

const uiSchema = UISchemaSchema.parse({
  merchantCategories: [{ mccID: 5411, image: '/images/categories/groceries.svg', color: '#0a0' }],
  rewards: [{ id: 1, merchants: [merchant(1, '/images/merchants/a.svg'), merchant(2, null)] }],
  rewardsByCategory: [{ id: 2, merchants: [merchant(1, '/images/merchants/a.svg'), merchant(3, '/m/b.svg')] }],
  bonusRewardsByCategory: [{ id: 3, merchants: [merchant(4, '/m/c.svg')] }],
  bonusRewardsByCategoryFrequency: [{ id: 4, merchants: [merchant(5, '')] }],
});

describe('catalogueImageUrls (decision 0077)', () => {
  it('names every image of every reward list, the category styles and the reached categories, each once', () => {
    const urls = catalogueImageUrls(uiSchema, [{ image: '/images/categories/hotels.svg' }, { image: null }]);
    expect(urls).toEqual([
      '/images/categories/hotels.svg',
      '/images/categories/groceries.svg',
      '/images/merchants/a.svg',
      '/m/b.svg',
      '/m/c.svg',
    ]);
  });

  it('names nothing for a catalogue without images', () => {
    expect(catalogueImageUrls(UISchemaSchema.parse({}), [])).toEqual([]);
  });
});
