import { useEffect, useRef, useState } from 'react';
import type { UserInfo } from '../../../contract/admin';
import { Button } from '../../ui/button';
import { useCan } from './admin-role';
import { ADMIN_TEXT } from './admin-texts';
import { EditUserDialog } from './edit-user-dialog';

export interface CardholderInfoProps {
  readonly campaignId: number;
  readonly info: UserInfo;
  readonly onUpdated: (statusId: number) => Promise<void>;
}

const FACTS = [
  ['customerNo', ADMIN_TEXT.cardholder.customerNo],
  ['emailAddress', ADMIN_TEXT.cardholder.emailAddress],
  ['mobileNO', ADMIN_TEXT.cardholder.mobileNO],
  ['userID', ADMIN_TEXT.cardholder.userID],
] as const;

/** spec §3 Admin user info: customer number, email, mobile and user id, with Edit (spec §1). */
export function CardholderInfo({ campaignId, info, onUpdated }: CardholderInfoProps) {
  const [isEditing, setEditing] = useState(false);
  const canEdit = useCan('editContact');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A search replaces the page below the form: the result's heading takes focus so it is read next.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="admin-panel" aria-labelledby="admin-cardholder-title">
      <div className="admin-panel__head">
        <h2 id="admin-cardholder-title" ref={headingRef} tabIndex={-1}>
          {ADMIN_TEXT.cardholder.heading}
        </h2>
        {canEdit ? (
          <Button variant="secondary" onPress={() => setEditing(true)}>
            {ADMIN_TEXT.cardholder.edit}
          </Button>
        ) : null}
      </div>
      <dl className="admin-facts">
        {FACTS.map(([field, label]) => (
          <div key={field} className="admin-facts__item">
            <dt>{label}</dt>
            <dd>{info[field] ?? ADMIN_TEXT.cardholder.none}</dd>
          </div>
        ))}
      </dl>
      {isEditing ? (
        <EditUserDialog
          isOpen
          onClose={() => setEditing(false)}
          campaignId={campaignId}
          info={info}
          onUpdated={onUpdated}
        />
      ) : null}
    </section>
  );
}
