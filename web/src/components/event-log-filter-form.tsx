import { Box, Button, Field, Input, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isEventLogFiltered, isRangeBackwards, type EventLogFilter } from '../lib/event-log-filter';
import { SearchField } from './list-table';

/** The event log's filter: who (e-mail), what (action), and a range of days; "clear filters" once set. */
export function EventLogFilterForm({
  value,
  onChange,
}: {
  value: EventLogFilter;
  onChange: (value: EventLogFilter) => void;
}) {
  const { t } = useTranslation();
  const backwards = isRangeBackwards(value);
  return (
    <Wrap gap="3" align="end" as="search" data-testid="event-log-filter">
      <SearchField
        label={t('event-log-filter-actor')}
        value={value.actor}
        onChange={(actor) => onChange({ ...value, actor })}
        testId="event-log-filter-actor"
      />
      <SearchField
        label={t('event-log-filter-action')}
        value={value.action}
        onChange={(action) => onChange({ ...value, action })}
        testId="event-log-filter-action"
      />
      <Field.Root maxW="44">
        <Field.Label>{t('list-filter-from')}</Field.Label>
        <Input
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(e) => onChange({ ...value, from: e.currentTarget.value })}
          data-testid="event-log-filter-from"
        />
      </Field.Root>
      <Field.Root maxW="44" invalid={backwards}>
        <Field.Label>{t('list-filter-to')}</Field.Label>
        <Input
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(e) => onChange({ ...value, to: e.currentTarget.value })}
          data-testid="event-log-filter-to"
        />
        <Field.ErrorText>{t('list-filter-range-backwards')}</Field.ErrorText>
      </Field.Root>
      {isEventLogFiltered(value) ? (
        <Box>
          <Button
            size="sm"
            variant="outline"
            onClick={() => onChange({ actor: '', action: '', from: '', to: '' })}
          >
            {t('list-clear-filters')}
          </Button>
        </Box>
      ) : null}
    </Wrap>
  );
}
