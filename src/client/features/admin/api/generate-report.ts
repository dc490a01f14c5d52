import { type ReportTypeId, requestReportCall } from '../../../../contract/reports';
import type { DayKey } from '../../../../domain/dates';
import { STATUS } from '../../../../domain/outcomes';
import { AdminStatusError, adminCall } from './admin-call';

export interface ReportRequest {
  readonly typeId: ReportTypeId;
  readonly startDate: DayKey;
  readonly endDate: DayKey;
}

/**
 * spec §7 Generate report, sent as decision 0181's POST /report/generate/{id} (the spec's GET changes state, so the
 * portal does not use it); 0 means the job is queued.
 */
export async function generateReport(campaignId: number, request: ReportRequest): Promise<void> {
  const body = { id: campaignId, startdate: request.startDate, enddate: request.endDate, typeid: request.typeId };
  const result = await adminCall(requestReportCall, { params: { id: campaignId }, body });
  if (result.statusId !== STATUS.success) throw new AdminStatusError(requestReportCall.name, result.statusId);
}
