import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { FIND_KEYS, FIND_LIMIT, type FindKey } from '../../../contract/admin-find';
import { fillTemplate } from '../../../domain/messages';
import { Button } from '../../ui/button';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { AdminQueryWaiting } from './admin-failure-panel';
import { AdminTextField } from './admin-text-field';
import { ADMIN_TEXT } from './admin-texts';
import { adminFindQueryOptions } from './api/admin-find';
import { StaticTable } from './static-table';

// Decision 0142: find a cardholder by mobile number, e-mail, an order's reference or an eGC code's last four. One
// match opens at once through the spec's own search by promo code; several are listed to choose from.

const text = ADMIN_TEXT.find;

/** What a find matched, in place of any cardholder shown before (decisions 0230–0232). */
export function FindResults({
  by,
  value,
  onOpen,
}: {
  readonly by: FindKey;
  readonly value: string;
  /** `replace`: the sole match opens in place of the find, so Back does not land on it and open it again. */
  readonly onOpen: (promoCode: string, replace: boolean) => void;
}) {
  const found = useQuery(adminFindQueryOptions(by, value));
  const only = found.data?.matches.length === 1 ? found.data.matches[0]?.promoCode : undefined;
  // Opened once per answer: the parent's callback changes identity on every render.
  const open = useRef(onOpen);
  open.current = onOpen;
  useEffect(() => {
    if (only !== undefined) open.current(only, true);
  }, [only]);
  if (!found.isSuccess) return <AdminQueryWaiting query={found} />;
  const { matches, more } = found.data;
  if (matches.length === 0) return <FeedbackPanel tone="info" title={text.none} />;
  if (matches.length === 1) return null;
  return (
    <>
      <p role="status">{fillTemplate(text.several, { count: matches.length })}</p>
      {more ? <p>{fillTemplate(text.more, { count: FIND_LIMIT })}</p> : null}
      <StaticTable
        caption={text.heading}
        columns={[text.promoCode, text.customerNo, text.keys.mobile, text.keys.email, text.status, text.open]}
        rows={matches.map((match) => ({
          key: match.promoCode,
          header: match.promoCode,
          cells: [
            match.customerNo,
            match.mobileNo ?? ADMIN_TEXT.cardholder.none,
            match.emailAddress ?? ADMIN_TEXT.cardholder.none,
            match.status,
            <Button
              key="open"
              variant="secondary"
              aria-label={fillTemplate(text.openLabel, { promoCode: match.promoCode })}
              onPress={() => onOpen(match.promoCode, false)}
            >
              {text.open}
            </Button>,
          ],
        }))}
      />
    </>
  );
}

export interface FindByOtherKeyProps {
  /** What was found last, to show in the form again (after a reload too). */
  readonly found: { readonly by: FindKey; readonly value: string } | null;
  readonly onFind: (by: FindKey, value: string) => void;
}

/** The find's form; its results show where the cardholder would (FindResults), replacing what was there. */
export function FindByOtherKey({ found, onFind }: FindByOtherKeyProps) {
  const [by, setBy] = useState<FindKey>(found?.by ?? 'mobile');
  const [value, setValue] = useState(found?.value ?? '');
  return (
    <section className="admin-find" aria-labelledby="admin-find-title">
      <h2 id="admin-find-title">{text.heading}</h2>
      <Form
        className="admin-search"
        onSubmit={(event) => {
          event.preventDefault();
          if (value.trim() !== '') onFind(by, value.trim());
        }}
      >
        <label className="field admin-find__key">
          <span className="field__label">{text.by}</span>
          <select
            className="field__input"
            name="by"
            value={by}
            onChange={(event) => setBy(event.target.value as FindKey)}
          >
            {FIND_KEYS.map((key) => (
              <option key={key} value={key}>
                {text.keys[key]}
              </option>
            ))}
          </select>
        </label>
        <AdminTextField name="value" label={text.value} value={value} onChange={setValue} maxLength={320} />
        <Button type="submit" variant="secondary">
          {text.submit}
        </Button>
      </Form>
    </section>
  );
}
