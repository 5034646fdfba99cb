import { Button, ButtonGroup, SimpleGrid, Stat } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { REPORT_RANGES, type ReportRange } from '#shared/domain/reports';
import type { ReportTotals } from '../lib/report-figures';

const RANGE_LABELS: Record<ReportRange, string> = { '30d': 'reports-range-30d', '24h': 'reports-range-24h' };

/** The range switch of a report (spec 2 §9 "the last 30 days and the last 24 hours"). */
export function ReportRangeSwitch({
  range,
  onChange,
}: {
  range: ReportRange;
  onChange: (range: ReportRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={t('reports-range-label')}>
      {REPORT_RANGES.map((r) => (
        <Button
          key={r}
          aria-pressed={r === range}
          variant={r === range ? 'solid' : 'outline'}
          onClick={() => onChange(r)}
        >
          {t(RANGE_LABELS[r])}
        </Button>
      ))}
    </ButtonGroup>
  );
}

/** A report's totals over its range: views, minutes watched, completions, active users. */
export function ReportTotalsGrid({ totals, locale }: { totals: ReportTotals; locale: string }) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const stats = [
    { key: 'views', label: t('reports-views'), value: totals.views },
    { key: 'minutes', label: t('reports-minutes'), value: totals.minutesWatched },
    { key: 'completions', label: t('reports-completions'), value: totals.completions },
    { key: 'active-users', label: t('reports-active-users'), value: totals.activeUsers },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" data-testid="report-totals">
      {stats.map((s) => (
        <Stat.Root
          key={s.key}
          borderWidth="1px"
          borderColor="border"
          rounded="md"
          p="4"
          data-testid={`report-total-${s.key}`}
        >
          <Stat.Label>{s.label}</Stat.Label>
          <Stat.ValueText data-testid={`report-total-${s.key}-value`}>
            {number.format(s.value)}
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
