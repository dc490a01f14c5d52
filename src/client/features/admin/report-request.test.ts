import { describe, expect, it } from 'vitest';
import { defaultReportValues, ReportRequestSchema } from './report-request';

const errorsOf = (values: object) => {
  const result = ReportRequestSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('report request (spec §2 report request, §7 Generate report)', () => {
  it("spec §7: 4791 Registration Summary is the default; the range is the server's month so far", () => {
    expect(defaultReportValues('2023-08-17')).toEqual({ typeId: 4791, startDate: '2023-08-01', endDate: '2023-08-17' });
    expect(defaultReportValues('2023-08-01')).toEqual({ typeId: 4791, startDate: '2023-08-01', endDate: '2023-08-01' });
  });

  it.each([
    ['2023-08-09', [['endDate', 'The end date is before the start date']]],
    ['2023-08-10', []],
    ['2023-08-11', []],
    ['2024-08-09', []],
    ['2024-08-10', [['endDate', 'The range may cover at most 366 days']]],
  ])(
    'decisions 0036, 0217: the end on or after the start, at most 366 days (start 2023-08-10, end %s)',
    (endDate, expected) => {
      expect(errorsOf({ typeId: 4292, startDate: '2023-08-10', endDate })).toEqual(expected);
    },
  );

  it("spec §5 messages: '{field} is required' for a date not (fully) entered", () => {
    expect(errorsOf({ typeId: 4791, startDate: '', endDate: '' })).toEqual([
      ['startDate', 'Start date is required'],
      ['endDate', 'End date is required'],
    ]);
    expect(errorsOf({ typeId: 4791, startDate: '2023-8-1', endDate: '2023-08-01' })[0]).toEqual([
      'startDate',
      'Start date is not valid',
    ]);
  });

  it.each([4791, 4292, 4783])('spec §7 report type %i is accepted', (typeId) => {
    expect(errorsOf({ typeId, startDate: '2023-08-01', endDate: '2023-08-01' })).toEqual([]);
  });

  it('an unknown report type is refused', () => {
    expect(errorsOf({ typeId: 1, startDate: '2023-08-01', endDate: '2023-08-01' })).toHaveLength(1);
  });
});
