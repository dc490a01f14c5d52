import { describe, expect, it } from 'vitest';
import type { ChangeLogEntry } from '../../../contract/admin';
import { updateHistoryRows } from './update-history-rows';

const entry = (dateCreated: string, over: Partial<ChangeLogEntry['changeLog']> = {}): ChangeLogEntry => ({
  dateCreated,
  modifiedBy: 'admin@demo.local',
  changeLog: {
    from: { emailAddress: 'old@demo.local', mobileNo: '+639171230002' },
    to: { emailAddress: 'new@demo.local', mobileNo: '+639171230002' },
    ...over,
  },
  reason: null,
});

describe('updateHistoryRows (spec §3 edit history entry)', () => {
  it("spec §5: 'edit history newest first'; equal times keep the server's order", () => {
    const rows = updateHistoryRows(
      [
        entry('2023-08-01T02:00:00.000Z'),
        entry('2023-08-03T02:00:00.000Z'),
        entry('2023-08-01T02:00:00.000Z', { to: { emailAddress: 'second@demo.local', mobileNo: null } }),
      ],
      'Asia/Manila',
    );
    expect(rows.map((row) => row.when)).toEqual([
      'Aug 03, 2023 10:00 AM',
      'Aug 01, 2023 10:00 AM',
      'Aug 01, 2023 10:00 AM',
    ]);
    expect(rows[2]?.emailAddress.to).toBe('second@demo.local');
    expect(new Set(rows.map((row) => row.key)).size).toBe(3);
  });

  it('spec §2: from → to for email and mobile, who; a value that stayed is marked unchanged', () => {
    const [row] = updateHistoryRows([entry('2023-08-01T02:00:00.000Z')], 'Asia/Manila');
    expect(row).toMatchObject({
      modifiedBy: 'admin@demo.local',
      emailAddress: { from: 'old@demo.local', to: 'new@demo.local', changed: true },
      mobileNO: { from: '+639171230002', to: '+639171230002', changed: false },
    });
  });

  it("spec §8: no entries, no rows ('Update history is empty.')", () => {
    expect(updateHistoryRows([], 'Asia/Manila')).toEqual([]);
  });
});
