import { Button, Dialog, Field, Input, List, Text } from '@chakra-ui/react';
import { useId, useReducer, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog, DialogFormBody, DialogSubmitFooter } from '../../../components/app-dialog';
import { useDebounced } from '../../../lib/use-search-text';
import { sendTaskCommand, useTaskAssignees } from '../api/tasks';
import {
  ASSIGNEE_QUERY_DELAY_MS,
  assigneeLabel,
  assigneeQuery,
  EMPTY_REASSIGN,
  reassignCommandFor,
  reassignFailure,
  reassignReducer,
  shownSuggestions,
} from '../model/reassign';

/**
 * The reassign dialog (spec 2 §4 "reassign", §9 "Autocomplete: 5 suggestions"): the user types a name or
 * an e-mail, picks one of the organization's users suggested by GET /taskAssignees, and the task goes to
 * them (POST /taskCommand reassign). A failure shows "Error reassigning task" with the server's reason.
 */
export function ReassignDialog({
  taskId,
  taskTitle,
  onClose,
  onReassigned,
}: {
  taskId: string;
  taskTitle?: string | undefined;
  onClose: () => void;
  onReassigned: () => unknown;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [state, dispatch] = useReducer(reassignReducer, EMPTY_REASSIGN);
  const settled = useDebounced(state.text, ASSIGNEE_QUERY_DELAY_MS);
  const query = assigneeQuery(state, settled);
  const assignees = useTaskAssignees(query);
  const suggestions = query ? shownSuggestions(state, assignees.data ?? []) : [];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const built = reassignCommandFor(taskId, state);
    if (!built.ok) {
      setError(t('task-reassign-choose'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await sendTaskCommand(built.command);
      onClose();
      await onReassigned();
    } catch (failure) {
      setError(reassignFailure((failure as Error).message, t('task-reassign-error')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('task-reassign-title')}
      testId="task-reassign-dialog"
      initialFocusEl={() => document.getElementById(inputId)}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogFormBody error={error}>
          {taskTitle ? <Text color="fg.muted">{taskTitle}</Text> : null}
          <Field.Root>
            <Field.Label htmlFor={inputId}>{t('task-reassign-label')}</Field.Label>
            <Input
              id={inputId}
              name="assignee"
              autoComplete="off"
              value={state.text}
              onChange={(e) => {
                setError(null);
                dispatch({ type: 'typed', text: e.currentTarget.value });
              }}
            />
            {state.picked ? (
              <Field.HelperText data-testid="task-reassign-picked">
                {t('task-reassign-picked', { name: assigneeLabel(state.picked) })}
              </Field.HelperText>
            ) : null}
          </Field.Root>
          {query && assignees.data && suggestions.length === 0 && !state.picked ? (
            <Text color="fg.muted">{t('task-reassign-no-match')}</Text>
          ) : null}
          {suggestions.length > 0 ? (
            <List.Root
              variant="plain"
              gap="1"
              aria-label={t('task-reassign-suggestions')}
              data-testid="task-reassign-suggestions"
              maxH="350px"
              overflowY="auto"
            >
              {suggestions.map((assignee) => (
                <List.Item key={assignee.userId}>
                  <Button
                    size="sm"
                    variant="ghost"
                    justifyContent="start"
                    w="full"
                    onClick={() => {
                      setError(null);
                      dispatch({ type: 'picked', assignee });
                    }}
                  >
                    {assigneeLabel(assignee)}
                  </Button>
                </List.Item>
              ))}
            </List.Root>
          ) : null}
        </DialogFormBody>
        <DialogSubmitFooter onCancel={onClose} label={t('task-action-reassign')} busy={busy} />
      </form>
      <Dialog.Description srOnly>{t('task-reassign-hint')}</Dialog.Description>
    </AppDialog>
  );
}
