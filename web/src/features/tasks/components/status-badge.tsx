import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TaskStatus } from '#shared/domain/task-statuses';
import { TASK_STATUS_COLORS } from '../model/tasks';
import { ticketStatusDisplay } from '../model/ticket';

/** A task status in its display colour (spec 2 §4 "each has a display colour"). */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={TASK_STATUS_COLORS[status]} variant="subtle" data-status={status}>
      {t(`task-status-${status}`)}
    </Badge>
  );
}

/** A ticket-system status in its colour; one the app does not know is shown as it is, in grey. */
export function TicketStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const display = ticketStatusDisplay(status);
  return (
    <Badge colorPalette={display?.color ?? 'gray'} data-testid="ticket-status">
      {display ? t(display.key) : status}
    </Badge>
  );
}
