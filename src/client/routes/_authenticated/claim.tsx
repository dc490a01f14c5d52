import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { creditsQueryOptions, ordersQueryOptions } from '../../features/rewards/api/cardholder-queries';
import { ClaimScreen } from '../../features/rewards/claim/claim-screen';
import { pageConfigQueryOptions } from '../../page-config/page-config-query';
import { usePageConfig } from '../../page-config/use-page-config';

// spec §2 /claim "Params amount (reward value or credit balance) and totalSpend", in pesos with at most two
// decimals. zod/mini (docs/architecture.md §3); a malformed value is dropped, so it reads as missing.
const isWirePesos = (value: number): boolean => Math.round(value * 100) / 100 === value;
const pesos = z.number().check(z.refine(isWirePesos));
const ClaimSearchSchema = z.object({
  amount: z.catch(z.optional(pesos.check(z.positive())), undefined),
  totalSpend: z.catch(z.optional(pesos.check(z.nonnegative())), undefined),
});

function ClaimRoute() {
  const { config } = usePageConfig();
  const { amount } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <ClaimScreen
      config={config}
      amount={amount ?? 0}
      // /claimed takes /claim's place in the history (decision 0168): the browser's Back from it goes to where the
      // claim began, not to a claim page for an amount already claimed.
      onClaimed={() => navigate({ to: '/claimed', replace: true })}
    />
  );
}

export const Route = createFileRoute('/_authenticated/claim')({
  validateSearch: ClaimSearchSchema,
  // spec §2: "Every redemption screen needs an amount passed in. If it is missing, the user is sent to /."
  beforeLoad: ({ search }) => {
    if (search.amount === undefined) throw redirect({ to: '/', replace: true });
  },
  loader: async ({ context: { queryClient } }) => {
    const { campaignID } = await queryClient.ensureQueryData(pageConfigQueryOptions());
    await Promise.all([
      queryClient.ensureQueryData(creditsQueryOptions(campaignID)),
      queryClient.ensureQueryData(ordersQueryOptions(campaignID)),
    ]);
  },
  component: ClaimRoute,
});
