import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { RedemptionsTab } from '../redemptions/redemptions-tab';
import type { DashboardModel } from './dashboard-model';
import { DASHBOARD_TEXT } from './dashboard-texts';
import { SpendTab } from './spend-tab';

export interface ProgressPanelProps {
  readonly model: DashboardModel;
  readonly campaignId: number;
  readonly timeZone: string;
  readonly onClaim: () => void;
  readonly onRedeem: () => void;
  readonly onShowTransactions: () => void;
}

/** spec §2 Progress panel: tabs Spend and Redemptions. */
export function ProgressPanel(props: ProgressPanelProps) {
  const text = REWARD_TEXT.progress;
  return (
    <section className="progress-panel page-card" aria-labelledby="progress-panel-title">
      {/* The tabs' headings are h3: this names the section in the outline without a visible title. */}
      <VisuallyHidden>
        <h2 id="progress-panel-title">{DASHBOARD_TEXT.progress.panelLabel}</h2>
      </VisuallyHidden>
      {/* Selected from the first render: left to react-aria, the Spend tab is chosen in an effect after the first
          paint, and its content then pushes the rest of home down (a layout shift of 0.39 in Lighthouse). */}
      <Tabs className="tabs" defaultSelectedKey="spend">
        <TabList className="tabs__list" aria-label={DASHBOARD_TEXT.progress.tabsLabel}>
          <Tab id="spend" className="tabs__tab">
            {text.spendTab}
          </Tab>
          <Tab id="redemptions" className="tabs__tab">
            {text.redemptionsTab}
          </Tab>
        </TabList>
        <TabPanel id="spend" className="tabs__panel">
          <SpendTab model={props.model} onClaim={props.onClaim} onShowTransactions={props.onShowTransactions} />
        </TabPanel>
        <TabPanel id="redemptions" className="tabs__panel">
          <RedemptionsTab
            model={props.model}
            campaignId={props.campaignId}
            timeZone={props.timeZone}
            onRedeem={props.onRedeem}
          />
        </TabPanel>
      </Tabs>
    </section>
  );
}
