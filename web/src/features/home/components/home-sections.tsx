import {
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Link,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCircleCheck, LuHistory, LuListChecks } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { formatDuration, formatDurationMs } from '#shared/domain/format';
import { useHasPage } from '../../../components/use-has-page';
import { VideoCard } from '../../../components/video-card';
import { inTrackHref } from '../../../lib/track-progress';
import { useMandatory, useRecentHistory } from '../api/home';
import { continueWatching, openMandatory, watchedPercent } from '../model/home-sections';

/** The history's largest page: unfinished videos further down than the last few watched still count. */
const HISTORY_READ = 50;

const SECTION_COLUMNS = { base: 1, sm: 2, lg: 3 } as const;

/** A home section: heading, an optional "see all" link to the full list, then its content. */
function Section({
  id,
  title,
  allHref,
  children,
}: {
  id: string;
  title: string;
  allHref?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby={id} data-testid={id}>
      <HStack justify="space-between" align="baseline" mb="3" gap="4">
        <Heading as="h2" id={id} size="lg">
          {title}
        </Heading>
        {allHref ? (
          <Link asChild textStyle="sm" flexShrink={0}>
            <RouterLink to={allHref}>{t('home-see-all')}</RouterLink>
          </Link>
        ) : null}
      </HStack>
      {children}
    </Box>
  );
}

function SectionLoading() {
  return (
    <SimpleGrid columns={SECTION_COLUMNS} gap="3" aria-hidden>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height="40" rounded="md" />
      ))}
    </SimpleGrid>
  );
}

function SectionFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack gap="3" role="alert">
      <Text>{t('error-generic')}</Text>
      <Button size="xs" variant="outline" onClick={onRetry}>
        {t('try-again')}
      </Button>
    </HStack>
  );
}

/** A quiet one-line empty state: the section stays in its place, without pushing the channels down. */
function SectionEmpty({
  icon,
  title,
  hint,
  testId,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  testId: string;
}) {
  return (
    <HStack
      gap="3"
      px="4"
      py="3"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
      rounded="md"
      data-testid={testId}
    >
      <Box color="fg.muted" flexShrink={0} aria-hidden>
        {icon}
      </Box>
      <Stack gap="0">
        <Text fontWeight="medium">{title}</Text>
        <Text textStyle="sm" color="fg.muted">
          {hint}
        </Text>
      </Stack>
    </HStack>
  );
}

/** "Continue watching": videos started and not finished, with how far the user got. */
export function ContinueWatching() {
  const { t } = useTranslation();
  const hasPage = useHasPage();
  const { data, error, isLoading, mutate } = useRecentHistory(HISTORY_READ);
  const entries = continueWatching(data?.items ?? []);
  return (
    <Section
      id="home-continue-watching"
      title={t('home-continue-watching')}
      allHref={hasPage('/history') && entries.length > 0 ? '/history' : undefined}
    >
      {error ? (
        <SectionFailed onRetry={() => void mutate()} />
      ) : isLoading ? (
        <SectionLoading />
      ) : entries.length === 0 ? (
        <SectionEmpty
          icon={<LuHistory size="20" />}
          title={t('home-continue-empty')}
          hint={t('home-continue-empty-hint')}
          testId="home-continue-empty"
        />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={SECTION_COLUMNS} gap="3">
          {entries.map((entry) => (
            <li key={entry.videoId}>
              <VideoCard
                video={entry}
                // Resumes where the user stopped (the player reads ?t=).
                href={`/video/${encodeURIComponent(entry.humanId)}?t=${Math.floor(entry.position)}`}
                progress={watchedPercent(entry)}
                testId="home-continue-card"
              >
                <Text>{t('history-watched-until', { position: formatDuration(entry.position) })}</Text>
              </VideoCard>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}

/** "Your mandatory training": mandatory tracks with videos left, each opening at its next video. */
export function OpenMandatoryTraining() {
  const { t } = useTranslation();
  const hasPage = useHasPage();
  const { data, error, isLoading, mutate } = useMandatory();
  const open = openMandatory(data?.tracks ?? []);
  return (
    <Section
      id="home-mandatory"
      title={t('home-mandatory')}
      allHref={hasPage('/mandatory') ? '/mandatory' : undefined}
    >
      {error ? (
        <SectionFailed onRetry={() => void mutate()} />
      ) : isLoading ? (
        <SectionLoading />
      ) : open.length === 0 ? (
        <SectionEmpty
          icon={<LuCircleCheck size="20" />}
          title={t('home-mandatory-empty')}
          hint={t('home-mandatory-empty-hint')}
          testId="home-mandatory-empty"
        />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={SECTION_COLUMNS} gap="3">
          {open.map(({ track, progress }) => (
            <li key={track.trackId}>
              <Card.Root
                size="sm"
                variant="outline"
                height="100%"
                data-testid="home-mandatory-track"
                data-track-id={track.trackId}
              >
                <Card.Body gap="3">
                  <HStack gap="3" align="flex-start">
                    <Box color="brand.fg" pt="0.5" aria-hidden>
                      <LuListChecks size="20" />
                    </Box>
                    <Stack gap="0.5" minW="0" flex="1">
                      <Text fontWeight="semibold" lineClamp={2}>
                        {track.name}
                      </Text>
                      <Text textStyle="xs" color="fg.muted">
                        {t('queue-progress', progress)}
                      </Text>
                    </Stack>
                  </HStack>
                  <Progress.Root
                    value={progress.percent}
                    size="xs"
                    aria-label={t('queue-progress', progress)}
                  >
                    <Progress.Track>
                      <Progress.Range bg="brand.solid" />
                    </Progress.Track>
                  </Progress.Root>
                  {progress.next ? (
                    <HStack justify="space-between" gap="3" mt="auto">
                      <Text textStyle="sm" color="fg.muted" minW="0" truncate>
                        {t('home-mandatory-next', { name: progress.next.name })}
                        {progress.next.durationMs ? ` · ${formatDurationMs(progress.next.durationMs)}` : ''}
                      </Text>
                      <Button asChild size="xs" colorPalette="brand" flexShrink={0}>
                        <RouterLink
                          to={inTrackHref(track.trackId, progress.next.humanId)}
                          aria-label={`${progress.started ? t('mandatory-continue') : t('mandatory-start')}: ${track.name}`}
                        >
                          {progress.started ? t('mandatory-continue') : t('mandatory-start')}
                        </RouterLink>
                      </Button>
                    </HStack>
                  ) : null}
                </Card.Body>
              </Card.Root>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}
