import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskAction } from '#shared/domain/task-workflow';
import { FormError } from '../../../components/form-bits';
import { TextAreaField } from '../../../components/text-field';
import { sendTaskCommand } from '../api/tasks';
import {
  needsReason,
  offersReassign,
  taskButtons,
  taskCommandFor,
  type TaskButton,
} from '../model/task-actions';
import { ReassignDialog } from './reassign-dialog';

/**
 * The actions the server offers the caller on one task, as buttons; a rejection first asks for its reason,
 * a reassignment opens the assignee picker (ReassignDialog). A refusal (409 "A task that is … cannot be …", 403) is shown as the server wrote it; `onChanged` reloads.
 */
export function TaskActionBar({
  taskId,
  taskTitle,
  actions,
  onChanged,
  orgId,
  labels,
}: {
  taskId: string;
  /**
   * The task's organization when it is not the caller's (operator staff on the operational tasks page):
   * the commands name it, and reassigning (to a user of the caller's organization) is not offered.
   */
  orgId?: string;
  /** Named in the reassign dialog (the lists' rows). */
  taskTitle?: string;
  actions: readonly TaskAction[];
  onChanged: () => unknown;
  /** Other names for some buttons (the production order's generate step: "Request generation"). */
  labels?: Partial<Record<TaskButton, string>>;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<TaskButton | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reassigning, setReassigning] = useState(false);
  const buttons = taskButtons(actions);
  const reassign = !orgId && offersReassign(actions);
  if (buttons.length === 0 && !reassign) return null;

  async function run(action: TaskButton) {
    if (needsReason(action) && asking !== action) {
      setAsking(action);
      setError(null);
      return;
    }
    const built = taskCommandFor(action, taskId, reason, orgId);
    if (!built.ok) {
      setError(built.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await sendTaskCommand(built.command);
      setAsking(null);
      setReason('');
      await onChanged();
    } catch (failure) {
      setError((failure as Error).message || t('error-generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="2" data-testid="task-actions">
      {asking ? (
        <TextAreaField
          label={t('task-reject-reason')}
          name="reason"
          rows={2}
          value={reason}
          onChange={setReason}
        />
      ) : null}
      <HStack gap="2" flexWrap="wrap">
        {buttons.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'take' || action === 'complete' ? 'solid' : 'outline'}
            loading={busy}
            onClick={() => void run(action)}
          >
            {labels?.[action] ?? t(`task-action-${action}`)}
          </Button>
        ))}
        {reassign ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setReassigning(true)}>
            {t('task-action-reassign')}
          </Button>
        ) : null}
        {asking ? (
          <Button size="sm" variant="ghost" onClick={() => setAsking(null)}>
            {t('task-action-back')}
          </Button>
        ) : null}
      </HStack>
      <FormError error={error} />
      {reassigning ? (
        <ReassignDialog
          taskId={taskId}
          taskTitle={taskTitle}
          onClose={() => setReassigning(false)}
          onReassigned={onChanged}
        />
      ) : null}
    </Stack>
  );
}
