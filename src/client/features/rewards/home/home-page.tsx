import { useDeferredValue, useEffect, useState } from 'react';
import type { PageConfig } from '../../../../contract/config';
import type { ClaimSearch } from '../../../../domain/goals';
import { UI_TEXT } from '../../../../domain/messages';
import { Button } from '../../../ui/button';
import { FeedbackPanel } from '../../../ui/feedback-panel';
import { RoutePending } from '../../../ui/route-states';
import { DashboardContent } from './dashboard-content';
import { HubNoticeDialog, MaintenanceDialog } from './dashboard-dialogs';
import { DASHBOARD_TEXT } from './dashboard-texts';
import { FaqSection } from './faq-section';
import { hubNoticeAt } from './hub-notice';
import { type DashboardDataState, useDashboardData } from './use-dashboard-data';
import './dashboard.css';

export interface HomePageProps {
  readonly config: PageConfig;
  readonly onClaim: (search: ClaimSearch) => void;
}

type ErrorState = Extract<DashboardDataState, { kind: 'error' }>;

/** spec §2: "On error the first error is shown with a Retry that reloads everything"; 503 is maintenance. */
function DashboardError({ state, onRetry }: { readonly state: ErrorState; readonly onRetry: () => void }) {
  const [isMaintenanceOpen, setMaintenanceOpen] = useState(state.maintenance);
  useEffect(() => setMaintenanceOpen(state.maintenance), [state.maintenance]);
  const title = state.maintenance ? DASHBOARD_TEXT.maintenanceTitle : state.message.title;
  const body = state.maintenance ? UI_TEXT.maintenance.home : state.message.body;
  return (
    <>
      <FeedbackPanel tone="error" title={title} body={body}>
        <Button onPress={onRetry} isPending={state.isRetrying}>
          {UI_TEXT.actions.retry}
        </Button>
      </FeedbackPanel>
      <MaintenanceDialog isOpen={isMaintenanceOpen} onClose={() => setMaintenanceOpen(false)} />
    </>
  );
}

/** spec §2 Home dashboard. The Log out button is added by the route (it belongs to the auth feature). */
export function HomePage({ config, onClaim }: HomePageProps) {
  const { state: latest, retry } = useDashboardData(config.campaignID);
  // The reads' answers arrive as an urgent update (Query's store), which would draw the whole dashboard in one
  // long task. Deferred, React draws it in slices that yield to the browser between them (decision 0060: the first
  // view's blocking time). A dashboard already in the cache (reopened offline) draws on the first render.
  const state = useDeferredValue(latest);
  return (
    <div className="dashboard" data-state={state.kind}>
      <h1>{DASHBOARD_TEXT.title}</h1>
      {state.kind === 'loading' ? <RoutePending /> : null}
      {state.kind === 'error' ? <DashboardError state={state} onRetry={retry} /> : null}
      {state.kind === 'ready' ? <DashboardContent data={state.data} config={config} onClaim={onClaim} /> : null}
      {/* Below the dashboard: drawn with it, not before it, so the dashboard arriving does not push it down
          (a layout shift Lighthouse measured at 0.6 on a phone). */}
      {state.kind === 'loading' ? null : <FaqSection faqs={config.uiSchema.faqs} />}
      <HubNoticeDialog notice={hubNoticeAt(config.serverDateTime, config.timeZone)} />
    </div>
  );
}
