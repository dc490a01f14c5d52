import { createFileRoute, useLocation, useNavigate } from '@tanstack/react-router';
import type { FindKey } from '../../contract/admin-find';
import { FindByOtherKey, FindResults } from '../features/admin/find-by-other-key';
import { SearchScreen } from '../features/admin/search-screen';
import { usePageConfig } from '../page-config/use-page-config';

// spec §2 admin dashboard: Search Cardholder. The searched input is kept in history state (history-state.ts).
function SearchRoute() {
  const { config } = usePageConfig();
  const searched = useLocation({ select: (location) => location.state.adminSearch ?? null });
  const found = useLocation({ select: (location) => location.state.adminFind ?? null });
  const navigate = useNavigate();
  // A search or a find replaces what was shown; the other one's state goes.
  const search = (input: string, replace = false) =>
    navigate({
      to: '/admin-dashboard',
      search: { flag: true },
      replace,
      state: (previous) => ({ ...previous, adminSearch: input, adminFind: undefined }),
    });
  const find = (by: FindKey, value: string) =>
    navigate({
      to: '/admin-dashboard',
      search: { flag: true },
      state: (previous) => ({ ...previous, adminSearch: undefined, adminFind: { by, value } }),
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
      onSearch={(input) => search(input)}
      otherKeys={<FindByOtherKey found={found} onFind={find} />}
      // Decision 0142: a match found by another key opens through the spec's search by its promo code.
      found={
        found === null ? null : (
          <FindResults key={`${found.by}:${found.value}`} by={found.by} value={found.value} onOpen={search} />
        )
      }
    />
  );
}

export const Route = createFileRoute('/admin-dashboard/')({ component: SearchRoute });
