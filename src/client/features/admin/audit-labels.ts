import type { AuditAction } from '../../../contract/admin-accounts';
import { ADMIN_TEXT } from './admin-texts';

// Decision 0225: the audit trail in words. Labels come from one catalogue (ADMIN_TEXT.audit); a detail field the
// catalogue does not know yet is still readable ("searchedBy" reads "Searched by"), never raw JSON.

const text = ADMIN_TEXT.audit;
const actionLabels: Readonly<Record<string, string>> = text.actions;

export function auditActionLabel(action: AuditAction | string): string {
  return actionLabels[action] ?? action;
}

/** "searchedBy" → "Searched by": the fallback for a field without a label of its own. */
function wordsOf(key: string): string {
  const spaced = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function readableValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return ADMIN_TEXT.cardholder.none;
  if (typeof value === 'boolean') return value ? text.yes : text.no;
  if (key === 'reason' && typeof value === 'string') return text.reasons[value] ?? value;
  if (key === 'action' && typeof value === 'string') return auditActionLabel(value);
  if (key === 'dir' && typeof value === 'string') return text.directions[value] ?? value;
  if (Array.isArray(value)) return value.map((each) => readableValue('', each)).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([inner, each]) => `${text.detailKeys[inner] ?? wordsOf(inner)} ${readableValue(inner, each)}`)
      .join(', ');
  }
  return String(value);
}

export interface AuditDetailLine {
  readonly label: string;
  readonly value: string;
}

const KEY_ORDER = Object.keys(text.detailKeys);
const rankOf = (key: string) => (KEY_ORDER.includes(key) ? KEY_ORDER.indexOf(key) : KEY_ORDER.length);

/** One "label: value" line per field of an entry's detail, in the catalogue's order (Before before After). */
export function auditDetailLines(detail: Readonly<Record<string, unknown>>): AuditDetailLine[] {
  const fields = Object.entries(detail).sort(([a], [b]) => rankOf(a) - rankOf(b));
  return fields.map(([key, value]) => ({
    label: text.detailKeys[key] ?? wordsOf(key),
    value: readableValue(key, value),
  }));
}
