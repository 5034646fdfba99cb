/** The report pages' calls (shared contract). */
import { api } from '#shared/api';
import type { ReportRange } from '#shared/domain/reports';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import type { ReportTarget } from '../model/report';

const queryOf = (target: ReportTarget, range: ReportRange) => ({
  range,
  ...(target.channelId ? { channelId: target.channelId } : {}),
  ...(target.shared ? { shared: 'true' as const } : {}),
});

/** The report (null: not allowed, no call); the previous range stays shown while the next loads. */
export function useReport(target: ReportTarget | null, range: ReportRange) {
  return useApi(api.getReport, target === null ? null : { query: queryOf(target, range) }, {
    keepPreviousData: true,
  });
}

/** The report read afresh (the CSV export). */
export function fetchReport(target: ReportTarget, range: ReportRange) {
  return request(api.getReport, { query: queryOf(target, range) });
}
