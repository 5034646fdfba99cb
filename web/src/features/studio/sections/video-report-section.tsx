import { Alert, Heading, Skeleton, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUiLanguage, type UiLanguage } from '#shared/domain/languages';
import type { ReportRange } from '#shared/domain/reports';
import type { VideoReport } from '#shared/api';
import { ListTable } from '../../../components/list-table';
import { ReportCharts } from '../../../components/report-charts';
import { ReportRangeSwitch, ReportTotalsGrid } from '../../../components/report-parts';
import { SelectField } from '../../../components/select-field';
import { chartPoints, isEmptyReport } from '../../../lib/report-figures';
import { languageLabel, languageOptions } from '../../../lib/select-options';
import { useVideoReport } from '../api/studio';
import type { StudioSectionProps } from '../model/sections';

/** Section `reports` (spec 2 §2): how this organization's members watched the video. */
export function VideoReportSection({ video }: StudioSectionProps) {
  return <VideoReportView videoId={video.id} shared={false} />;
}

/** Section `shared-reports`: how the organizations the video is shared with watched it. */
export function SharedVideoReportSection({ video }: StudioSectionProps) {
  return <VideoReportView videoId={video.id} shared />;
}

/**
 * A video's report (spec 2 §2 "reports (30 days / 24 hours, per language) and shared reports"): the
 * range switch, the language played (every language, or one), the totals, the charts over the range and
 * the figures of each language, from GET /query/studio/videos/{videoId}/report.
 */
function VideoReportView({ videoId, shared }: { videoId: string; shared: boolean }) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<ReportRange>('30d');
  const [language, setLanguage] = useState<UiLanguage | null>(null);
  const report = useVideoReport(videoId, { range, shared, language });
  const played = report.data?.languages.map((l) => l.language) ?? [];
  const choices = language && !played.includes(language) ? [language, ...played] : played;
  const refusal = report.error
    ? report.error.status === 403
      ? t('reports-no-access')
      : t('reports-load-failed')
    : null;

  return (
    <Stack gap="6" data-testid={shared ? 'studio-shared-reports' : 'studio-reports'}>
      <Text color="fg.muted">{t(shared ? 'video-report-shared-intro' : 'video-report-intro')}</Text>
      <Wrap gap="4" align="flex-end" justify="space-between">
        <SelectField
          label={t('video-report-language')}
          size="sm"
          maxW="xs"
          testId="video-report-language"
          value={language ?? ''}
          onChange={(value) => setLanguage(isUiLanguage(value) ? value : null)}
          placeholder={{ label: t('video-report-all-languages') }}
          options={languageOptions(choices)}
        />
        <ReportRangeSwitch range={range} onChange={setRange} />
      </Wrap>
      {refusal && (
        <Alert.Root
          status={report.error?.status === 403 ? 'warning' : 'error'}
          data-testid="video-report-error"
        >
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      )}
      {!report.data && !refusal && <Skeleton height="40" aria-hidden />}
      {report.data && !refusal && <VideoReportBody report={report.data} locale={i18n.language} />}
    </Stack>
  );
}

function VideoReportBody({ report, locale }: { report: VideoReport; locale: string }) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <Stack gap="8">
      <ReportTotalsGrid totals={report.totals} locale={locale} />
      {isEmptyReport(report) ? (
        <Text fontWeight="medium" data-testid="video-report-empty">
          {t('reports-empty')}
        </Text>
      ) : (
        <ReportCharts points={chartPoints(report, locale)} headingLevel="h3" />
      )}
      {report.languages.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="md">
            {t('video-report-languages')}
          </Heading>
          <ListTable
            caption={t('video-report-languages')}
            testId="video-report-languages"
            columns={[
              { label: t('video-report-language') },
              { label: t('reports-views'), end: true },
              { label: t('reports-minutes'), end: true },
              { label: t('reports-completions'), end: true },
              { label: t('reports-active-users'), end: true },
            ]}
          >
            <Table.Body>
              {report.languages.map((row) => (
                <Table.Row key={row.language} data-testid="video-report-language-row">
                  <Table.Cell>{languageLabel(row.language)}</Table.Cell>
                  <Table.Cell textAlign="end">{number.format(row.views)}</Table.Cell>
                  <Table.Cell textAlign="end">{number.format(row.minutesWatched)}</Table.Cell>
                  <Table.Cell textAlign="end">{number.format(row.completions)}</Table.Cell>
                  <Table.Cell textAlign="end">{number.format(row.activeUsers)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ListTable>
        </Stack>
      )}
    </Stack>
  );
}
