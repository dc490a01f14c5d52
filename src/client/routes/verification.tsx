import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect, useLocation, useNavigate } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { VerificationPage } from '../features/auth/verification-page';
import { safeRedirect } from '../lib/safe-redirect';
import { pageConfigQueryOptions } from '../page-config/page-config-query';
import { usePageConfig } from '../page-config/use-page-config';

// spec §2 /verification "params token and contact"; `redirect` carried from /login. zod/mini (docs/architecture.md §3).
const optionalText = z.catch(z.optional(z.string()), undefined);
const VerificationSearchSchema = z.object({ token: optionalText, contact: optionalText, redirect: optionalText });

function VerificationRoute() {
  const { config } = usePageConfig();
  const { token = '', contact = '', redirect: target } = Route.useSearch();
  const promoCode = useLocation({ select: (location) => location.state.promoCode ?? null });
  const navigate = useNavigate({ from: Route.fullPath });
  const queryClient = useQueryClient();
  return (
    <VerificationPage
      campaignId={config.campaignID}
      token={token}
      contact={contact}
      promoCode={promoCode}
      redirect={target}
      onResent={(sent) =>
        navigate({ search: { ...sent, redirect: target }, replace: true, state: (previous) => previous })
      }
      onSignedIn={async () => {
        // spec §4 'Login flow': "then go home" (or the page wanted, spec §2), as the server now sees the session.
        await queryClient.fetchQuery({ ...pageConfigQueryOptions(), staleTime: 0 });
        await navigate({ href: safeRedirect(target), replace: true });
      }}
      onStartOver={() => navigate({ to: '/login', search: { redirect: target } })}
    />
  );
}

export const Route = createFileRoute('/verification')({
  validateSearch: VerificationSearchSchema,
  // spec §2: "Redirects to /login if no token."
  beforeLoad: ({ search }) => {
    if (!search.token) throw redirect({ to: '/login', search: { redirect: search.redirect } });
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(pageConfigQueryOptions()),
  component: VerificationRoute,
});
