import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { AUTH_TEXT } from '../../features/auth/auth-texts';
import { LogOutButton } from '../../features/auth/log-out-button';
import { useKeptHomeSnapshot } from '../../features/pwa/use-kept-home-snapshot';
import { HomePage } from '../../features/rewards/home/home-page';
import { prefetchDashboardData } from '../../features/rewards/home/use-dashboard-data';
import { pageConfigQueryOptions } from '../../page-config/page-config-query';
import { usePageConfig } from '../../page-config/use-page-config';

// spec §2 / (home): the dashboard, and the Log out button ("on home only"). spec §2 routing rules: "On entry to
// home with a code, if login is required it auto-logs in, otherwise it loads data": `code` is a signed link
// token; the guard (_authenticated.tsx) signs in with it, and here it is dropped from the address once signed in.
const HomeSearchSchema = z.object({ code: z.catch(z.optional(z.string()), undefined) });

function Home() {
  const { config } = usePageConfig();
  const navigate = useNavigate();
  useKeptHomeSnapshot();
  return (
    <>
      <HomePage config={config} onClaim={(search) => navigate({ to: '/claim', search })} />
      <div className="dashboard__log-out">
        <p>
          {AUTH_TEXT.home.promoCode}: <strong>{config.code}</strong>
        </p>
        <LogOutButton />
      </div>
    </>
  );
}

export const Route = createFileRoute('/_authenticated/')({
  validateSearch: HomeSearchSchema,
  beforeLoad: ({ search }) => {
    // A used link token is worthless and should not stay in the history or a bookmark.
    if (search.code !== undefined) throw redirect({ to: '/', search: {}, replace: true });
  },
  loader: async ({ context: { queryClient } }) => {
    const config = await queryClient.ensureQueryData(pageConfigQueryOptions());
    prefetchDashboardData(queryClient, config.campaignID);
    return config;
  },
  component: Home,
});
