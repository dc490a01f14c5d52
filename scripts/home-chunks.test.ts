import { describe, expect, it } from 'vitest';
import { barrelExports, homeChunkName, type ModuleGraph, namesImportedFrom } from './home-chunks';

describe('namesImportedFrom', () => {
  it('reads the names, not their local aliases, and skips type-only ones', () => {
    const source = [
      "import { Button as AriaButton, type ButtonProps } from 'react-aria-components';",
      'import { Tabs, TabList } from "react-aria-components";',
      "import { Tabs as Other } from 'another-package';",
    ].join('\n');
    expect(namesImportedFrom(source, 'react-aria-components')).toEqual(['Button', 'Tabs', 'TabList']);
  });
});

describe('barrelExports', () => {
  it('follows each exported name through its local alias to the file it comes from', () => {
    const source = [
      'import {Tabs as $a$export$1, TabList as $a$export$2} from "../private/Tabs.mjs";',
      'import {Button as $b$export$1} from "../private/Button.mjs";',
      'export {$a$export$1 as Tabs, $a$export$2 as TabList, $b$export$1 as Button};',
    ].join('\n');
    const files = barrelExports(source, '/nm/react-aria-components/dist/exports/index.mjs');
    expect(files.get('Tabs')).toBe('/nm/react-aria-components/dist/private/Tabs.mjs');
    expect(files.get('Button')).toBe('/nm/react-aria-components/dist/private/Button.mjs');
  });
});

// A small client: the shell (main) with /login in it, home's split component and loader, a claim page, an admin
// page, a dialog home opens lazily, and react-aria-components' barrel, of which home uses Tabs and admin Button.
const BARREL = '/app/node_modules/react-aria-components/dist/exports/index.mjs';
const TABS = '/app/node_modules/react-aria-components/dist/private/Tabs.mjs';
const BUTTON = '/app/node_modules/react-aria-components/dist/private/Button.mjs';
const COLLECTION = '/app/node_modules/react-aria/dist/private/collections/Document.mjs';
const route = (file: string, part: string) => `/app/src/client/routes/${file}.tsx?tsr-split=${part}`;
const HOME = route('_authenticated/index', 'component');
const HOME_LOADER = route('_authenticated/index', 'loader');
const CLAIM = route('_authenticated/claim', 'component');
const ADMIN = route('admin', 'component');

const imports: Record<string, string[]> = {
  '/app/src/client/main.tsx': ['/app/src/client/router.tsx', '/app/src/client/ui/shell.tsx'],
  '/app/src/client/router.tsx': [],
  '/app/src/client/ui/shell.tsx': [BARREL, '/app/src/client/ui/format.ts'],
  '/app/src/client/ui/format.ts': [],
  [HOME]: ['/app/src/client/dashboard/home-page.tsx', '/app/src/client/data/queries.ts'],
  [HOME_LOADER]: ['/app/src/client/data/queries.ts'],
  '/app/src/client/dashboard/home-page.tsx': [BARREL, '/app/src/client/ui/texts.ts', '/app/src/client/ui/format.ts'],
  '/app/src/client/dashboard/dialog.tsx': ['/app/src/client/dashboard/dialog-only.ts', '/app/src/client/ui/texts.ts'],
  '/app/src/client/dashboard/dialog-only.ts': [],
  [CLAIM]: ['/app/src/client/data/queries.ts'],
  [ADMIN]: [BARREL, '/app/src/client/ui/texts.ts'],
  '/app/src/client/data/queries.ts': [],
  '/app/src/client/ui/texts.ts': [],
  [BARREL]: [TABS, BUTTON],
  [TABS]: [COLLECTION],
  [BUTTON]: [],
  [COLLECTION]: [],
};
const dynamicImports: Record<string, string[]> = {
  '/app/src/client/router.tsx': [HOME, HOME_LOADER, CLAIM, ADMIN],
  '/app/src/client/dashboard/home-page.tsx': ['/app/src/client/dashboard/dialog.tsx'],
};
const sources: Record<string, string> = {
  '/app/src/client/ui/shell.tsx': "import { Link } from 'react-aria-components';",
  '/app/src/client/dashboard/home-page.tsx': "import { Tabs, TabList } from 'react-aria-components';",
  [route('admin', 'component').replace(/\?.*$/, '')]: "import { Button } from 'react-aria-components';",
  [BARREL]:
    'import {Tabs as $t} from "../private/Tabs.mjs";\nimport {Button as $b} from "../private/Button.mjs";\nexport {$t as Tabs, $b as Button};',
};

const graph: ModuleGraph = {
  getModuleInfo: (id) => {
    if (!(id in imports)) return null;
    const importersOf = (map: Record<string, string[]>) =>
      Object.entries(map)
        .filter(([, targets]) => targets.includes(id))
        .map(([importer]) => importer);
    return {
      importers: importersOf(imports),
      dynamicImporters: importersOf(dynamicImports),
      isEntry: id === '/app/src/client/main.tsx',
    };
  },
};

describe('homeChunkName', () => {
  const nameOf = (id: string) => homeChunkName((path) => sources[path] ?? '')(id, graph);

  it('puts what only cardholder pages and their dialogs use in home, shared with claim or not', () => {
    expect(nameOf('/app/src/client/data/queries.ts')).toBe('home');
    expect(nameOf('/app/src/client/dashboard/home-page.tsx')).toBe('home');
  });

  it('puts what another area uses too in home-shared, so an admin page never loads home', () => {
    expect(nameOf('/app/src/client/ui/texts.ts')).toBe('home-shared');
  });

  it('follows react-aria parts through the barrel only to the pages that import their names', () => {
    // Home imports Tabs; the shell and admin import other names from the same barrel.
    expect(nameOf(TABS)).toBe('home');
    expect(nameOf(COLLECTION)).toBe('home');
    expect(nameOf(BUTTON)).toBeNull();
  });

  it('names home-shared what the entry reaches too: the shell group, first, keeps what the shell really uses', () => {
    expect(nameOf('/app/src/client/ui/format.ts')).toBe('home-shared');
  });

  it("leaves the route chunks, the shell's modules and what home does not load to Rolldown", () => {
    expect(nameOf(HOME)).toBeNull();
    expect(nameOf(HOME_LOADER)).toBeNull();
    expect(nameOf('/app/src/client/router.tsx')).toBeNull();
    expect(nameOf('/app/src/client/dashboard/dialog-only.ts')).toBeNull();
  });
});
