import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { SearchHit, SearchMatch } from '#shared/api';
import { VideoThumbnail } from '../../../components/video-card';
import { useSearch } from '../api/search';
import { highlight, momentLabel, playerHref, QUERY_PARAM } from '../model/results';
import { Loading } from '../../../components/loading';

function Snippet({ text, query }: { text: string; query: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="search-snippet">
      {highlight(text, query).map((part, i) =>
        part.hit ? (
          <Text as="mark" key={i} bg="yellow.subtle" color="fg" px="0.5" borderRadius="sm">
            {part.text}
          </Text>
        ) : (
          <Text as="span" key={i}>
            {part.text}
          </Text>
        ),
      )}
    </Text>
  );
}

function MatchRow({ hit, match, query }: { hit: SearchHit; match: SearchMatch; query: string }) {
  const { t } = useTranslation();
  const moment = momentLabel(match);
  return (
    <Box as="li" data-testid="search-match">
      <HStack gap="2" align="baseline" wrap="wrap">
        <Badge variant="subtle" data-testid="search-match-where">
          {match.field === 'subtitle'
            ? t('search-match-subtitle', { moment })
            : t(match.field === 'name' ? 'search-match-name' : 'search-match-description')}
        </Badge>
        <Link asChild fontSize="sm">
          <RouterLink to={playerHref(hit.humanId, match)} data-testid="search-match-play">
            {t('search-match-play', { moment })}
          </RouterLink>
        </Link>
      </HStack>
      <Snippet text={match.snippet} query={query} />
    </Box>
  );
}

/**
 * /results?q= (spec 2 §2; the toolbar search box submits here): the organization's videos whose
 * title, description or subtitles hold the words, each match with the moment it is said and a link
 * that opens the player there.
 */
export function ResultsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = (params.get(QUERY_PARAM) ?? '').trim();
  const { data, error, isLoading } = useSearch(query);
  const hits = data?.query === query ? data.hits : [];

  return (
    <Stack gap="4" maxW="900px" data-testid="results-page">
      <Heading as="h1" size="lg">
        {query ? t('search-results-title', { query }) : t('search')}
      </Heading>
      {!query ? (
        <Text>{t('search-results-prompt')}</Text>
      ) : error ? (
        <Text role="alert">{t('error-generic')}</Text>
      ) : isLoading || data?.query !== query ? (
        <Loading />
      ) : hits.length === 0 ? (
        <Text data-testid="results-empty">{t('search-results-empty', { query })}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('search-results-title', { query })}>
          {hits.map((hit) => (
            <Box as="li" key={hit.videoId} data-testid="search-hit" borderWidth="1px" borderRadius="md" p="3">
              <HStack gap={{ base: '3', sm: '4' }} align="flex-start">
                <RouterLink
                  to={playerHref(hit.humanId, hit.matches[0] ?? { startSeconds: 0 })}
                  tabIndex={-1}
                  aria-hidden
                  style={{ flexShrink: 0 }}
                >
                  <VideoThumbnail
                    url={hit.thumbnailUrl}
                    durationMs={hit.durationMs}
                    w={{ base: '28', sm: '40' }}
                  />
                </RouterLink>
                <Stack gap="2" flex="1" minW="0">
                  <Link asChild fontWeight="semibold">
                    <RouterLink
                      to={`/video/${encodeURIComponent(hit.humanId)}`}
                      data-testid="search-hit-title"
                    >
                      {hit.name}
                    </RouterLink>
                  </Link>
                  {hit.abstract && (
                    <Text fontSize="sm" lineClamp={2}>
                      {hit.abstract}
                    </Text>
                  )}
                  <Stack as="ul" gap="2" listStyleType="none">
                    {hit.matches.map((match, i) => (
                      <MatchRow key={i} hit={hit} match={match} query={query} />
                    ))}
                  </Stack>
                </Stack>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
