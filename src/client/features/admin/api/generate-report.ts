import { generateReportCall, type ReportTypeId } from '../../../../contract/reports';
import type { DayKey } from '../../../../domain/dates';
import { STATUS } from '../../../../domain/outcomes';
import { AdminStatusError, adminCall } from './admin-call';

export interface ReportRequest {
  readonly typeId: ReportTypeId;
  readonly startDate: DayKey;
  readonly endDate: DayKey;
}

/** spec §7 Generate report: GET /report/generate/{id}?startdate&enddate&typeid; 0 means the job is queued. */
export async function generateReport(campaignId: number, request: ReportRequest): Promise<void> {
  const query = { startdate: request.startDate, enddate: request.endDate, typeid: request.typeId };
  const result = await adminCall(generateReportCall, { params: { id: campaignId }, query });
  if (result.statusId !== STATUS.success) throw new AdminStatusError(generateReportCall.name, result.statusId);
}
