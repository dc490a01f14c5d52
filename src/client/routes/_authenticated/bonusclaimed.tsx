import { createFileRoute } from '@tanstack/react-router';
import { BonusClaimedPage } from '../../features/rewards/bonus/bonus-claimed-page';

// spec §2: "A bonus claimed page titled 'Reward Claimed' has a back chevron to home."
export const Route = createFileRoute('/_authenticated/bonusclaimed')({
  component: BonusClaimedPage,
});
