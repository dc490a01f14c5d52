import type { Locale } from './locales';

// Decision 0208: a catalogue's text is ICU-style: `{name}` is a placeholder and `{n, plural, one {# day} other {#
// days}}` picks a form by the locale's plural rules (Intl.PluralRules), `#` standing for the number. Only these two
// forms: the catalogues need no more, and the parser stays a few lines with no library in any bundle.

type Values = Readonly<Record<string, string | number>>;

const pluralRules = new Map<Locale, Intl.PluralRules>();

function pluralCategory(locale: Locale, count: number): string {
  let rules = pluralRules.get(locale);
  if (rules === undefined) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** The index of the '}' that closes the '{' at `open`, counting nested braces; -1 when it is never closed. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at += 1) {
    if (text[at] === '{') depth += 1;
    else if (text[at] === '}') {
      depth -= 1;
      if (depth === 0) return at;
    }
  }
  return -1;
}

/** A plural argument's forms: `one {…} other {…}` as { one: '…', other: '…' }. */
function pluralForms(body: string): Record<string, string> {
  const forms: Record<string, string> = {};
  let at = 0;
  while (at < body.length) {
    const open = body.indexOf('{', at);
    if (open < 0) break;
    const close = closingBrace(body, open);
    if (close < 0) break;
    const selector = body.slice(at, open).trim();
    forms[selector] = body.slice(open + 1, close);
    at = close + 1;
  }
  return forms;
}

interface TextPart {
  readonly kind: 'text' | 'placeholder' | 'plural';
  readonly value: string;
  /** A plural's forms by category ('one', 'other', '=0'…). */
  readonly forms?: Readonly<Record<string, string>>;
}

/** A template as its parts, in order: plain text, `{name}` placeholders and plural arguments. */
function parseText(template: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  while (at < template.length) {
    const open = template.indexOf('{', at);
    const close = open < 0 ? -1 : closingBrace(template, open);
    if (open < 0 || close < 0) {
      parts.push({ kind: 'text', value: template.slice(at) });
      break;
    }
    if (open > at) parts.push({ kind: 'text', value: template.slice(at, open) });
    const inner = template.slice(open + 1, close);
    const plural = /^\s*(\w+)\s*,\s*plural\s*,(.*)$/s.exec(inner);
    if (plural) parts.push({ kind: 'plural', value: plural[1] as string, forms: pluralForms(plural[2] as string) });
    else parts.push({ kind: 'placeholder', value: inner.trim() });
    at = close + 1;
  }
  return parts;
}

/** The names a template reads (placeholders, plural arguments and theirs inside the forms), sorted, once each. */
export function placeholdersOf(template: string): string[] {
  const names = new Set<string>();
  for (const part of parseText(template)) {
    if (part.kind === 'text') continue;
    names.add(part.value);
    for (const form of Object.values(part.forms ?? {})) for (const name of placeholdersOf(form)) names.add(name);
  }
  return [...names].sort();
}

/**
 * A catalogue text filled for `locale`. A placeholder with no value stays as written, as fillTemplate leaves it
 * (messages.ts); a plural picks '=n', then the locale's category, then 'other'.
 */
export function formatText(locale: Locale, template: string, values: Values): string {
  return parseText(template)
    .map((part) => {
      if (part.kind === 'text') return part.value;
      const value = values[part.value];
      if (part.kind === 'placeholder') return value === undefined ? `{${part.value}}` : String(value);
      const count = Number(value);
      const forms = part.forms ?? {};
      const form = forms[`=${count}`] ?? forms[pluralCategory(locale, count)] ?? forms.other ?? '';
      return formatText(locale, form.replaceAll('#', String(count)), values);
    })
    .join('');
}
