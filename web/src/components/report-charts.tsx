import { Chart, useChart } from '@chakra-ui/charts';
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReactNode } from 'react';
import type { ChartPoint } from '../lib/report-figures';

/** recharts' `responsive` sizes the chart by CSS: the whole of Chart.Root's box. */
const FILL = { width: '100%', height: '100%' };

/**
 * A report's two charts (@chakra-ui/charts on recharts, loaded with the report pages and the studio's
 * report sections only): views, active users and completions as lines; minutes watched as bars. Each
 * chart has a heading (`headingLevel`: where it sits in the page's outline) and a text alternative (the
 * tables and totals carry the same figures).
 */
export function ReportCharts({
  points,
  headingLevel = 'h2',
}: {
  points: ChartPoint[];
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const activity = useChart({
    data: points,
    series: [
      { name: 'views', color: 'blue.solid', label: t('reports-views') },
      { name: 'activeUsers', color: 'green.solid', label: t('reports-active-users') },
      { name: 'completions', color: 'orange.solid', label: t('reports-completions') },
    ],
  });
  const minutes = useChart({
    data: points,
    series: [{ name: 'minutesWatched', color: 'purple.solid', label: t('reports-minutes') }],
  });
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <ChartFigure id="report-chart-activity" title={t('reports-chart-activity')} headingLevel={headingLevel}>
        <Chart.Root maxH="xs" chart={activity}>
          <LineChart responsive style={FILL} data={activity.data} accessibilityLayer>
            <CartesianGrid stroke={activity.color('border')} vertical={false} />
            <XAxis dataKey={activity.key('label')} tickLine={false} axisLine={false} minTickGap={16} />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={40} />
            <Tooltip animationDuration={100} cursor={false} content={<Chart.Tooltip />} />
            <Legend content={<Chart.Legend />} />
            {activity.series.map((item) => (
              <Line
                key={item.name}
                isAnimationActive={false}
                type="monotone"
                dataKey={activity.key(item.name)}
                name={item.label as string}
                stroke={activity.color(item.color)}
                strokeWidth={2}
                dot={false}
              />
            ))}
          </LineChart>
        </Chart.Root>
      </ChartFigure>
      <ChartFigure id="report-chart-minutes" title={t('reports-chart-minutes')} headingLevel={headingLevel}>
        <Chart.Root maxH="xs" chart={minutes}>
          <BarChart responsive style={FILL} data={minutes.data} accessibilityLayer>
            <CartesianGrid stroke={minutes.color('border')} vertical={false} />
            <XAxis dataKey={minutes.key('label')} tickLine={false} axisLine={false} minTickGap={16} />
            <YAxis tickLine={false} axisLine={false} width={40} />
            <Tooltip
              animationDuration={100}
              cursor={{ fill: minutes.color('bg.muted') }}
              content={<Chart.Tooltip />}
            />
            {minutes.series.map((item) => (
              <Bar
                key={item.name}
                isAnimationActive={false}
                dataKey={minutes.key(item.name)}
                name={item.label as string}
                fill={minutes.color(item.color)}
              />
            ))}
          </BarChart>
        </Chart.Root>
      </ChartFigure>
    </SimpleGrid>
  );
}

/** A chart as a figure named by its heading (`id`: the heading's id and the figure's test id). */
function ChartFigure({
  id,
  title,
  headingLevel,
  children,
}: {
  id: string;
  title: string;
  headingLevel: 'h2' | 'h3';
  children: ReactNode;
}) {
  return (
    <Stack gap="2" as="figure" aria-labelledby={id} data-testid={id}>
      <Heading as={headingLevel} size="md" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
