import { Alert, Box, Button, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sourceKey, useEventLog, type EventLogSource } from '../lib/use-event-log';
import {
  eventLogFilterQuery,
  isEventLogFiltered,
  isRangeBackwards,
  noEventLogFilter,
} from '../lib/event-log-filter';
import { SEARCH_DELAY_MS, useDebounced } from '../lib/use-search-text';
import { EventLogFilterForm } from './event-log-filter-form';
import { EmptyList } from './list-table';
import {
  actionName,
  changeRows,
  currentCursor,
  firstPage,
  newerPage,
  olderPage,
  pageNumber,
} from '../lib/event-log';

/**
 * The event log (issue 11: who, what, when, before/after), newest first, 25 entries a page: the
 * organization's, a subject's (a video's), or a channel's with its playlists' and videos', filtered by
 * who, what and when (by the server: the log is paged by cursor and may be long).
 */
export function EventLogView({ source, enabled }: { source: EventLogSource; enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState(noEventLogFilter);
  const applied = useDebounced(filter, SEARCH_DELAY_MS);
  const filterQuery = eventLogFilterQuery(applied);
  const shown = `${sourceKey(source)} ${JSON.stringify(filterQuery)}`;
  const [paging, setPaging] = useState(firstPage);
  const [shownFor, setShownFor] = useState(shown);
  if (shownFor !== shown) {
    // Another log or filter: it starts at its newest page.
    setShownFor(shown);
    setPaging(firstPage());
  }
  const log = useEventLog(source, currentCursor(paging), enabled && !isRangeBackwards(applied), filterQuery);
  const filterForm = <EventLogFilterForm value={filter} onChange={setFilter} />;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });

  if (log.error) {
    return (
      <Alert.Root status={log.error.status === 403 ? 'warning' : 'error'}>
        <Alert.Indicator />
        <Alert.Title>
          {log.error.status === 403 ? t('admin-no-access') : t('channel-admin-log-failed')}
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (!log.data) {
    return (
      <Stack gap="3">
        {filterForm}
        <Stack gap="2" aria-hidden>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="8" />
          ))}
        </Stack>
      </Stack>
    );
  }
  const { items, cursor } = log.data;
  return (
    <Stack gap="3" data-testid="event-log">
      {filterForm}
      {items.length === 0 ? (
        isEventLogFiltered(applied) ? (
          <EmptyList
            testId="event-log-empty"
            title={t('event-log-filter-no-match')}
            filtered={{
              hint: t('event-log-filter-no-match-hint'),
              clear: t('list-clear-filters'),
              onClear: () => setFilter(noEventLogFilter),
            }}
          />
        ) : (
          <Text color="fg.muted" data-testid="event-log-empty">
            {t('channel-admin-log-empty')}
          </Text>
        )
      ) : (
        // Focusable, so keyboard users can scroll a wide log sideways (axe: scrollable-region-focusable).
        <Table.ScrollArea
          borderWidth="1px"
          borderColor="border"
          rounded="md"
          tabIndex={0}
          role="region"
          aria-label={t('channel-admin-event-log')}
        >
          <Table.Root size="sm">
            <Table.Caption srOnly>{t('channel-admin-event-log')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('channel-admin-log-when')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('channel-admin-log-who')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('channel-admin-log-what')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('channel-admin-log-change')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((entry) => (
                <Table.Row key={entry.eventId} verticalAlign="top">
                  <Table.Cell whiteSpace="nowrap">
                    <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                  </Table.Cell>
                  <Table.Cell>{entry.actorEmail}</Table.Cell>
                  <Table.Cell>
                    <Text fontWeight="medium">{actionName(entry.action)}</Text>
                    <Text textStyle="xs" color="fg.muted" data-testid="event-log-subject">
                      {t(`channel-admin-log-subject-${entry.subjectType}`)}: {entry.subjectName}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <Stack gap="1">
                      {changeRows(entry.before, entry.after).map((row) => (
                        <Box key={row.attribute} textStyle="sm">
                          <Text as="span" fontWeight="medium">
                            {row.attribute}:
                          </Text>{' '}
                          <Text as="span" color="fg.muted">
                            {row.before || '—'}
                          </Text>{' '}
                          → <Text as="span">{row.after || '—'}</Text>
                        </Box>
                      ))}
                    </Stack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <HStack gap="3" justify="space-between">
        <Text textStyle="sm" color="fg.muted">
          {t('channel-admin-log-page', { page: pageNumber(paging) })}
        </Text>
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            disabled={pageNumber(paging) === 1}
            onClick={() => setPaging(newerPage(paging))}
          >
            {t('channel-admin-log-newer')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!cursor || log.isValidating}
            onClick={() => cursor && setPaging(olderPage(paging, cursor))}
          >
            {t('channel-admin-log-older')}
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
