import { placeholdersOf } from './format-text';

// Decision 0208: what makes two locales' catalogues one catalogue: the same keys, every text non-empty, and each
// text reading the same placeholders as its English one. The compiler checks the keys of a typed catalogue;
// this checks them again at run time (a Record keyed by number, e.g. the §8 ids, is not checked by the compiler).

/** Every text of a catalogue by its dotted path ('ask.kinds.egcs', 'redeem.4301', 'frequencyPage.months.0.label'). */
export function textsByPath(catalogue: unknown, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  if (typeof catalogue === 'string') {
    texts.set(prefix, catalogue);
    return texts;
  }
  if (catalogue === null || typeof catalogue !== 'object') {
    texts.set(prefix, `<not a text: ${typeof catalogue}>`);
    return texts;
  }
  for (const [key, value] of Object.entries(catalogue)) {
    for (const [path, text] of textsByPath(value, prefix === '' ? key : `${prefix}.${key}`)) texts.set(path, text);
  }
  return texts;
}

/** The ways `other` differs from `english`, one line each; empty when they are one catalogue in two languages. */
export function catalogueDifferences(english: unknown, other: unknown): string[] {
  const source = textsByPath(english);
  const target = textsByPath(other);
  const differences: string[] = [];
  for (const [path, text] of source) {
    const translated = target.get(path);
    if (translated === undefined) {
      differences.push(`${path}: missing`);
      continue;
    }
    if (translated.startsWith('<not a text') || translated.trim() === '') differences.push(`${path}: not a text`);
    const want = placeholdersOf(text).join(', ');
    const got = placeholdersOf(translated).join(', ');
    if (want !== got) differences.push(`${path}: placeholders [${got}], English has [${want}]`);
  }
  for (const path of target.keys()) if (!source.has(path)) differences.push(`${path}: not in English`);
  return differences;
}
