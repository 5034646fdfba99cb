import { Box, Button, Field, Input, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EVENT_LOG_ORDERS, type EventLogOrder } from '#shared/api/endpoints/event-log';
import {
  isEventLogFiltered,
  isRangeBackwards,
  noEventLogFilter,
  type EventLogFilter,
} from '../lib/event-log-filter';
import { valueOptions } from '../lib/select-options';
import { SearchField } from './list-table';
import { SelectField } from './select-field';

/**
 * The event log's filter: who (e-mail), what (action), and a range of days; "clear filters" once set
 * (the order stays); and its order, newest or oldest first.
 */
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
      <SelectField
        label={t('event-log-order')}
        value={value.order}
        onChange={(order) => onChange({ ...value, order: order as EventLogOrder })}
        options={valueOptions(EVENT_LOG_ORDERS, (order) => t(`event-log-order-${order}`))}
        testId="event-log-order"
        maxW="44"
      />
      {isEventLogFiltered(value) ? (
        <Box>
          <Button
            size="sm"
            variant="outline"
            onClick={() => onChange({ ...noEventLogFilter, order: value.order })}
          >
            {t('list-clear-filters')}
          </Button>
        </Box>
      ) : null}
    </Wrap>
  );
}
