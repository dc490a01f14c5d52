import type { UISchema } from '../../../../domain/campaign-config';
import type { MerchantCategory } from '../../../../domain/entities';

/**
 * Decision 0077: the images of the catalogue a signed-in cardholder can see (every reward list of the campaign,
 * the category styles, the categories their spend reached), each once, in the order the screens show them. What
 * the service worker warms so merchant and category art shows offline on screens never opened online.
 */
export function catalogueImageUrls(
  uiSchema: UISchema,
  categories: readonly Pick<MerchantCategory, 'image'>[],
): string[] {
  const rewardLists = [
    uiSchema.rewards,
    uiSchema.rewardsByCategory,
    uiSchema.bonusRewardsByCategory,
    uiSchema.bonusRewardsByCategoryFrequency,
  ];
  const images = [
    ...categories.map((category) => category.image),
    ...uiSchema.merchantCategories.map((style) => style.image),
    ...rewardLists.flat().flatMap((group) => group.merchants.map((merchant) => merchant.image)),
  ];
  return [...new Set(images.filter((image): image is string => typeof image === 'string' && image !== ''))];
}
