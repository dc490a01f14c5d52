import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from 'oxc-parser';
import { describe, expect, it } from 'vitest';

// Decision 0160: every cardholder state is decided once, by the promo state (src/domain/promo-state). This keeps the
// cardholder screens from deciding one of their own again: none may call a rule that decides a state (they read the
// promo state's answer instead), and none may decide anything from a raw status id, an expiry date, a balance or a
// spend threshold. Reading such a field to show it (a date formatted, a key) is fine; comparing or branching on it
// is a decision.

const ROOTS = ['src/client/features/rewards', 'src/client/routes/_authenticated'];

/** The domain's state-deciding rules: a screen shows their answers through the promo state, never calls them. */
const RULES = new Set([
  'areCreditsExpired',
  'bannerBand',
  'bannerState',
  'bonusRecords',
  'bonusRoundStates',
  'claimableAmount',
  'claimableGoal',
  'claimedTierReward',
  'claimFlowDecision',
  'creditsBoxState',
  'egcCanResend',
  'egcState',
  'extraThreeState',
  'goalStatuses',
  'groupOrders',
  'groupStatus',
  'hasBonusOrderOfKind',
  'hasClaimedTier',
  'hasMainOrder',
  'hasReachedMinimumTier',
  'installmentState',
  'isAtMaximum',
  'isExpiredByDay',
  'isGenericBonusAllowed',
  'mainRedeemBasis',
  'monthState',
  'orderResend',
  'orderResendFromRead',
  'progressValue',
  'qualifiedTransactions',
  'redeemEntryFromCredits',
  'totalSpend',
  'walletSections',
]);

/** Raw facts of the reads (spec §3) a screen must not branch on: the promo state has judged them. */
const RAW_FIELDS = new Set([
  'giftawayStatusID',
  'expiryDate',
  'expiryDateTime',
  'creditsExpiry',
  'isCreditsExpired',
  'isBonusExpired',
  'canResend',
  'threshold',
  'credits',
  'points',
]);

/** The domain's status-id and spend constants: shown as a value at most, only a rule compares with them. */
const RAW_CONSTANTS = new Set([
  'ORDER_STATUS',
  'MAXIMUM_SPEND',
  'BONUS_UNLOCK_TOTAL_SPEND',
  'INSTALLMENT_MIN_VALUE',
  'PROGRESS_MILESTONES',
  'CATEGORIES_FOR_EXTRA_THREE',
]);

/** The non-test sources under `dir`, test helpers aside. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Operators whose operands are decided on (compared, branched on, defaulted), not shown. */
const DECIDING_OPERATORS = new Set(['===', '!==', '==', '!=', '<', '<=', '>', '>=', '&&', '||', '??', '-']);

/** Wrappers that pass a value on unchanged: a decision on them is a decision on it. */
const TRANSPARENT = new Set(['MemberExpression', 'ParenthesizedExpression', 'TSNonNullExpression', 'ChainExpression']);

interface Node {
  readonly type: string;
  readonly start: number;
  readonly [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Each node with the nodes around it, innermost last. */
function walk(node: Node, visit: (node: Node, ancestors: readonly Node[]) => void, ancestors: Node[] = []): void {
  visit(node, ancestors);
  ancestors.push(node);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) walk(child, visit, ancestors);
  }
  ancestors.pop();
}

/** Whether the expression decides something where it stands: compared, branched on, negated or switched on. */
function decides(node: Node, ancestors: readonly Node[]): boolean {
  let child = node;
  for (let index = ancestors.length - 1; index >= 0; index -= 1) {
    const parent = ancestors[index] as Node;
    if (parent.type === 'BinaryExpression' || parent.type === 'LogicalExpression') {
      return DECIDING_OPERATORS.has(parent.operator as string);
    }
    if (parent.type === 'ConditionalExpression' || parent.type === 'IfStatement' || parent.type === 'WhileStatement') {
      return parent.test === child;
    }
    if (parent.type === 'UnaryExpression') return parent.operator === '!';
    if (parent.type === 'SwitchStatement') return parent.discriminant === child;
    if (parent.type === 'SwitchCase') return parent.test === child;
    // Any other expression around it (a call, an element, a property, a template) uses the value; stop there.
    if (!TRANSPARENT.has(parent.type) || (parent.type === 'MemberExpression' && parent.object !== child)) return false;
    child = parent;
  }
  return false;
}

/** What in one source decides a state of its own. */
function violationsIn(name: string, text: string): string[] {
  const { program } = parseSync(name, text);
  const found: string[] = [];
  const at = (node: Node, what: string) => {
    const line = text.slice(0, node.start).split('\n').length;
    found.push(`${name}:${line} ${what}`);
  };
  walk(program as unknown as Node, (node, ancestors) => {
    if (node.type === 'ImportDeclaration' && node.importKind !== 'type') {
      const from = (node.source as { value: string }).value;
      if (/\/domain\//.test(from)) {
        for (const specifier of node.specifiers as Node[]) {
          const imported = (specifier.imported as { name?: string } | undefined)?.name ?? '';
          const isValue = specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type';
          if (isValue && RULES.has(imported)) at(specifier, `imports ${imported}`);
        }
      }
    }
    if (node.type === 'MemberExpression' && !node.computed) {
      const field = (node.property as { name?: string }).name ?? '';
      if (RAW_FIELDS.has(field) && decides(node, ancestors)) at(node, `decides on .${field}`);
    }
    if (node.type === 'Identifier' && RAW_CONSTANTS.has(node.name as string) && decides(node, ancestors)) {
      at(node, `decides on ${String(node.name)}`);
    }
    if (node.type === 'Literal' && (node.value === 43 || node.value === 44) && decides(node, ancestors)) {
      at(node, `decides on status id ${String(node.value)}`);
    }
  });
  return found;
}

describe('the cardholder screens decide no state of their own (decision 0160)', () => {
  const files = ROOTS.flatMap(sourcesUnder);

  it('finds the screens it guards', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(files.some((file) => file.endsWith('redemption-row.tsx'))).toBe(true);
  });

  it('no screen calls a state rule, or decides on a raw status id, expiry date, balance or spend threshold', () => {
    const violations = files.flatMap((file) => violationsIn(relative(process.cwd(), file), readFileSync(file, 'utf8')));
    expect(violations).toEqual([]);
  });

  it('the guard catches what it is for, and lets a value be shown', () => {
    const probe = (code: string) => violationsIn('probe.tsx', code).map((hit) => hit.replace('probe.tsx:1 ', ''));
    expect(probe('const used = order.giftawayStatusID === 44;')).toEqual([
      'decides on .giftawayStatusID',
      'decides on status id 44',
    ]);
    expect(probe('const shown = group.expiryDate ? <p/> : null;')).toEqual(['decides on .expiryDate']);
    expect(probe('if (!credit.isCreditsExpired) go();')).toEqual(['decides on .isCreditsExpired']);
    expect(probe("import { egcState, type Egc } from '../../../../domain/egcs';")).toEqual(['imports egcState']);
    expect(probe('const spent = credit.credits > 0;')).toEqual(['decides on .credits']);
    expect(probe('const used = ORDER_STATUS.redeemed === status;')).toEqual(['decides on ORDER_STATUS']);
    expect(probe('const max = formatPeso(MAXIMUM_SPEND);')).toEqual([]);
    expect(probe('const key = goal.goal.threshold; show(formatDisplayDate(egc.expiryDate, tz));')).toEqual([]);
    expect(probe("import type { CreditsBoxState } from '../../../../domain/credits';")).toEqual([]);
  });
});
