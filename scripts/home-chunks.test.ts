import { describe, expect, it } from 'vitest';
import { homeChunkName, type ModuleGraph } from './home-chunks';

// A small client: the shell (main) with /login in it, home's split component and loader, a claim page, an admin
// page, a dialog home opens lazily, and React Aria imported one component at a time.
const HOME_ROUTE = '/app/src/client/routes/_authenticated/index.tsx';
const HOME = `${HOME_ROUTE}?tsr-split=component`;
const HOME_LOADER = `${HOME_ROUTE}?tsr-split=loader`;
const CLAIM = '/app/src/client/routes/_authenticated/claim.tsx?tsr-split=component';
const ADMIN = '/app/src/client/routes/admin.tsx?tsr-split=component';
const rewards = (file: string) => `/app/src/client/features/rewards/${file}`;
const TABS = '/app/node_modules/react-aria-components/dist/exports/Tabs.mjs';
const TABS_PART = '/app/node_modules/react-aria-components/dist/private/Tabs.mjs';
const SELECT = '/app/node_modules/react-aria-components/dist/exports/Select.mjs';

const imports: Record<string, string[]> = {
  '/app/src/client/main.tsx': ['/app/src/client/router.tsx'],
  '/app/src/client/router.tsx': [],
  [HOME]: [rewards('home/home-page.tsx'), rewards('api/cardholder-queries.ts')],
  [HOME_LOADER]: [rewards('api/cardholder-queries.ts'), '/app/src/client/page-config/page-config-query.ts'],
  [rewards('home/home-page.tsx')]: [TABS, '/app/src/domain/goals.ts', '/app/src/client/ui/feedback-panel.tsx'],
  [rewards('home/dialog.tsx')]: [rewards('home/dialog-only.ts')],
  [rewards('api/cardholder-queries.ts')]: ['/app/src/contract/cardholder.ts'],
  [CLAIM]: [rewards('claim/claim-page.tsx')],
  [rewards('claim/claim-page.tsx')]: [rewards('api/cardholder-queries.ts')],
  [ADMIN]: [SELECT, '/app/src/client/ui/feedback-panel.tsx'],
  [TABS]: [TABS_PART],
};
const graph: ModuleGraph = {
  getModuleInfo: (id) => (id.startsWith('/app/') ? { importedIds: imports[id] ?? [] } : null),
};

describe('homeChunkName (decision 0067: home in a handful of files)', () => {
  const nameOf = (id: string) => homeChunkName(HOME_ROUTE)(id, graph);

  it('puts the rewards modules home loads in home, also when a claim page uses them', () => {
    expect(nameOf(rewards('home/home-page.tsx'))).toBe('home');
    expect(nameOf(rewards('api/cardholder-queries.ts'))).toBe('home');
  });

  it('puts the app modules home loads from elsewhere (ui, lib, domain, contract) in home-shared', () => {
    expect(nameOf('/app/src/client/ui/feedback-panel.tsx')).toBe('home-shared');
    expect(nameOf('/app/src/domain/goals.ts')).toBe('home-shared');
    expect(nameOf('/app/src/contract/cardholder.ts')).toBe('home-shared');
    expect(nameOf('/app/src/client/page-config/page-config-query.ts')).toBe('home-shared');
  });

  it('puts the packages home loads (React Aria parts, imported one component at a time) in home-packages', () => {
    expect(nameOf(TABS)).toBe('home-packages');
    expect(nameOf(TABS_PART)).toBe('home-packages');
  });

  it('never names home a module outside the rewards feature, so an admin page never loads home', () => {
    const names = Object.keys(imports)
      .filter((id) => !id.includes('/features/rewards/'))
      .map(nameOf);
    expect(names).not.toContain('home');
  });

  it('leaves the route chunks, what home loads lazily and what only other pages load to Rolldown', () => {
    expect(nameOf(HOME)).toBeNull();
    expect(nameOf(HOME_LOADER)).toBeNull();
    expect(nameOf(CLAIM)).toBeNull();
    expect(nameOf(rewards('home/dialog-only.ts'))).toBeNull();
    expect(nameOf(rewards('claim/claim-page.tsx'))).toBeNull();
    expect(nameOf(SELECT)).toBeNull();
    expect(nameOf('/app/src/client/router.tsx')).toBeNull();
  });
});
