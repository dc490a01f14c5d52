import { createFileRoute, useLocation, useNavigate } from '@tanstack/react-router';
import { FindByOtherKey } from '../features/admin/find-by-other-key';
import { SearchScreen } from '../features/admin/search-screen';
import { usePageConfig } from '../page-config/use-page-config';

// spec §2 admin dashboard: Search Cardholder. The searched input is kept in history state (history-state.ts).
function SearchRoute() {
  const { config } = usePageConfig();
  const searched = useLocation({ select: (location) => location.state.adminSearch ?? null });
  const navigate = useNavigate();
  const search = (input: string) =>
    navigate({
      to: '/admin-dashboard',
      search: { flag: true },
      state: (previous) => ({ ...previous, adminSearch: input }),
    });
  return (
    <SearchScreen
      campaignId={config.campaignID}
      prefixes={{
        voucherPrefix: config.settings.customSettings.voucherPrefix,
        customerNoPrefix: config.customerNoPrefix,
      }}
      timeZone={config.timeZone}
      searched={searched}
      onSearch={search}
      // Decision 0142: a match found by another key opens through the spec's search by its promo code.
      otherKeys={<FindByOtherKey onOpen={search} />}
    />
  );
}

export const Route = createFileRoute('/admin-dashboard/')({ component: SearchRoute });
