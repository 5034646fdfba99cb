import {
  Alert,
  Box,
  Button,
  Heading,
  HStack,
  Link,
  Skeleton,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { Report, ReportTopRow } from '#shared/api';
import type { ReportRange } from '#shared/domain/reports';
import { FormError } from '../../../components/form-bits';
import { ListTable } from '../../../components/list-table';
import { ReportCharts } from '../../../components/report-charts';
import { ReportRangeSwitch, ReportTotalsGrid } from '../../../components/report-parts';
import { TabNav } from '../../../components/tab-nav';
import { useCsvExport } from '../../../lib/use-csv-export';
import { chartPoints, isEmptyReport } from '../../../lib/report-figures';
import { fetchReport, useReport } from '../api/reports';
import {
  completionRate,
  csvFileName,
  rangeOf,
  reportCsv,
  reportPath,
  type ReportTarget,
} from '../model/report';
import { useAdminPermission } from '../../../lib/use-admin-permission';

/** /admin/reports and /admin/reports/shared (spec 2 §2, §9). */
export function OrganizationReportsPage() {
  return <ReportsPage shared={false} />;
}
export function OrganizationSharedReportsPage() {
  return <ReportsPage shared />;
}
/** /channel/{channelId}/reports and /channel/{channelId}/reports/shared. */
export function ChannelReportsPage() {
  const { channelId = '' } = useParams();
  return <ReportsPage shared={false} channelId={channelId} />;
}
export function ChannelSharedReportsPage() {
  const { channelId = '' } = useParams();
  return <ReportsPage shared channelId={channelId} />;
}

/**
 * A report: totals, the charts over the range, the top videos and channels, the mandatory training;
 * the range switch (30 days / 24 hours) and the own / shared switch live in the address. Organization
 * reports need updateOrganization (the page says so otherwise, without a call); a channel's report is
 * decided by the server (403: not the channel's owner or content manager; 404: no such channel here).
 */
function ReportsPage({ shared, channelId }: { shared: boolean; channelId?: string }) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const range = rangeOf(search);
  const target: ReportTarget = { channelId: channelId ?? null, shared };
  const isOrgAdmin = useAdminPermission('updateOrganization');
  const allowed = target.channelId !== null || isOrgAdmin;
  const report = useReport(allowed ? target : null, range);

  const title = target.channelId
    ? t(shared ? 'reports-channel-shared-title' : 'reports-channel-title', {
        name: report.data?.channelName ?? '…',
      })
    : t(shared ? 'reports-shared-title' : 'reports-title');

  const csvExport = useCsvExport(async () => ({
    csv: reportCsv(await fetchReport(target, range)),
    fileName: csvFileName(target, range, new Date()),
  }));

  const setRange = (next: ReportRange) => {
    const params = new URLSearchParams(search);
    if (next === '30d') params.delete('range');
    else params.set('range', next);
    setSearch(params, { replace: true });
  };

  const refusal = report.error
    ? report.error.status === 403
      ? t('reports-no-access')
      : report.error.status === 404
        ? t('reports-not-found')
        : t('reports-load-failed')
    : null;

  return (
    <Box px={{ base: '4', md: '8' }} py="6" maxW="6xl" width="100%" data-testid="reports-page">
      <Stack gap="1" mb="5">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{t(shared ? 'reports-shared-intro' : 'reports-intro')}</Text>
      </Stack>
      {!allowed ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('reports-no-access')}</Alert.Title>
        </Alert.Root>
      ) : (
        <Stack gap="6">
          <Wrap gap="3" align="center" justify="space-between">
            <TabNav
              label={t('reports-audience')}
              end
              tabs={[false, true].map((isShared) => ({
                to: reportPath({ ...target, shared: isShared }, range),
                label: t(isShared ? 'reports-shared-tab' : 'reports-own-tab'),
              }))}
            />
            <HStack gap="3">
              <ReportRangeSwitch range={range} onChange={setRange} />
              <Button
                size="sm"
                onClick={() => void csvExport.start()}
                loading={csvExport.exporting}
                disabled={!report.data}
              >
                {t('reports-export')}
              </Button>
            </HStack>
          </Wrap>
          <FormError error={csvExport.failed ? t('reports-export-failed') : null} />
          {refusal && (
            <Alert.Root
              status={report.error?.status === 403 ? 'warning' : 'error'}
              data-testid="reports-error"
            >
              <Alert.Indicator />
              <Alert.Title>{refusal}</Alert.Title>
            </Alert.Root>
          )}
          {!report.data && report.isLoading && (
            <Stack gap="3" aria-hidden>
              <Skeleton height="20" />
              <Skeleton height="60" />
            </Stack>
          )}
          {report.data && !refusal && <ReportBody report={report.data} locale={i18n.language} />}
          {target.channelId && (
            <Link asChild alignSelf="start">
              <RouterLink to={`/channel/${encodeURIComponent(target.channelId)}/home`}>
                {t('reports-back-to-channel')}
              </RouterLink>
            </Link>
          )}
        </Stack>
      )}
    </Box>
  );
}

function ReportBody({ report, locale }: { report: Report; locale: string }) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const empty = isEmptyReport(report);
  return (
    <Stack gap="8">
      <ReportTotalsGrid totals={report.totals} locale={locale} />
      {empty ? (
        <Text fontWeight="medium" py="4" data-testid="reports-empty">
          {t('reports-empty')}
        </Text>
      ) : (
        <>
          <ReportCharts points={chartPoints(report, locale)} />
          <TopTable
            title={t('reports-top-videos')}
            nameHeader={t('reports-col-video')}
            rows={report.topVideos}
            testId="report-top-videos"
            linkOf={(row) => (row.humanId ? `/video/${encodeURIComponent(row.humanId)}` : null)}
            number={number}
          />
          {report.channelId === null && (
            <TopTable
              title={t('reports-top-channels')}
              nameHeader={t('reports-col-channel')}
              rows={report.topChannels}
              testId="report-top-channels"
              linkOf={(row) => (row.name ? `/channel/${encodeURIComponent(row.id)}/home` : null)}
              number={number}
            />
          )}
        </>
      )}
      {!report.shared && <MandatoryTable report={report} />}
    </Stack>
  );
}

function TopTable({
  title,
  nameHeader,
  rows,
  testId,
  linkOf,
  number,
}: {
  title: string;
  nameHeader: string;
  rows: ReportTopRow[];
  testId: string;
  linkOf: (row: ReportTopRow) => string | null;
  number: Intl.NumberFormat;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <ListTable
        caption={title}
        testId={testId}
        columns={[
          { label: nameHeader },
          { label: t('reports-views'), end: true },
          { label: t('reports-minutes'), end: true },
          { label: t('reports-completions'), end: true },
        ]}
      >
        <Table.Body>
          {rows.map((row) => {
            const to = linkOf(row);
            return (
              <Table.Row key={row.id} data-testid="report-top-row">
                <Table.Cell>
                  {row.name === null ? (
                    <Text as="span" color="fg.muted">
                      {t('reports-unavailable')}
                    </Text>
                  ) : to ? (
                    <Link asChild>
                      <RouterLink to={to}>{row.name}</RouterLink>
                    </Link>
                  ) : (
                    row.name
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">{number.format(row.views)}</Table.Cell>
                <Table.Cell textAlign="end">{number.format(row.minutesWatched)}</Table.Cell>
                <Table.Cell textAlign="end">{number.format(row.completions)}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </ListTable>
    </Stack>
  );
}

function MandatoryTable({ report }: { report: Report }) {
  const { t } = useTranslation();
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        {t('reports-mandatory')}
      </Heading>
      {report.mandatory.length === 0 ? (
        <Text color="fg.muted" data-testid="reports-mandatory-empty">
          {t('reports-mandatory-empty')}
        </Text>
      ) : (
        <ListTable
          caption={t('reports-mandatory')}
          testId="report-mandatory"
          columns={[
            { label: t('reports-col-track') },
            { label: t('reports-col-assigned'), end: true },
            { label: t('reports-col-completed'), end: true },
            { label: t('reports-col-rate'), end: true },
          ]}
        >
          <Table.Body>
            {report.mandatory.map((row) => (
              <Table.Row key={row.trackId}>
                <Table.Cell>{row.name}</Table.Cell>
                <Table.Cell textAlign="end">{row.assigned}</Table.Cell>
                <Table.Cell textAlign="end">{row.completed}</Table.Cell>
                <Table.Cell textAlign="end">{completionRate(row)} %</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ListTable>
      )}
    </Stack>
  );
}
