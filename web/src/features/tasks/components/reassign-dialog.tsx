import { Dialog, Field, Input, List, Text } from '@chakra-ui/react';
import { useId, useReducer, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog, DialogFormBody, DialogSubmitFooter } from '../../../components/app-dialog';
import { useDebounced } from '../../../lib/use-search-text';
import { sendTaskCommand, useTaskAssignees } from '../api/tasks';
import {
  activeSuggestion,
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
 * The field is an ARIA combobox (WAI-ARIA 1.2, list autocomplete): focus stays in it while ArrowDown and
 * ArrowUp point at a suggestion, Enter picks it, Escape closes the list; a click picks too.
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
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const [state, dispatch] = useReducer(reassignReducer, EMPTY_REASSIGN);
  const settled = useDebounced(state.text, ASSIGNEE_QUERY_DELAY_MS);
  const query = assigneeQuery(state, settled);
  const assignees = useTaskAssignees(query);
  // What the arrow keys can reach: the suggestions, also while Escape has closed them.
  const reachable = query ? shownSuggestions({ ...state, closed: false }, assignees.data ?? []) : [];
  const suggestions = state.closed ? [] : reachable;
  const active = activeSuggestion(state, suggestions);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function pick(assignee: (typeof suggestions)[number]) {
    setError(null);
    dispatch({ type: 'picked', assignee });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      dispatch({ type: 'moved', by: event.key === 'ArrowDown' ? 1 : -1, count: reachable.length });
    } else if (event.key === 'Enter' && active) {
      // Enter on a suggestion picks it; without one it sends the form.
      event.preventDefault();
      pick(active);
    }
  }

  /** The dialog hears Escape first (on the document): the first one closes the list, the next the dialog. */
  function onEscapeKeyDown(event: globalThis.KeyboardEvent) {
    if (suggestions.length === 0) return;
    event.preventDefault();
    dispatch({ type: 'dismissed' });
  }

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
      onEscapeKeyDown={onEscapeKeyDown}
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
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={suggestions.length > 0}
              aria-controls={listId}
              aria-activedescendant={active ? optionId(state.active) : undefined}
              onKeyDown={onKeyDown}
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
          {query && assignees.data && reachable.length === 0 && !state.picked ? (
            <Text color="fg.muted">{t('task-reassign-no-match')}</Text>
          ) : null}
          <List.Root
            id={listId}
            role="listbox"
            variant="plain"
            gap="1"
            aria-label={t('task-reassign-suggestions')}
            data-testid="task-reassign-suggestions"
            maxH="350px"
            overflowY="auto"
            display={suggestions.length === 0 ? 'none' : undefined}
          >
            {suggestions.map((assignee, index) => (
              <List.Item
                key={assignee.userId}
                id={optionId(index)}
                role="option"
                aria-selected={index === state.active}
                px="3"
                py="1.5"
                borderRadius="l2"
                cursor="pointer"
                textStyle="sm"
                bg={index === state.active ? 'colorPalette.subtle' : undefined}
                colorPalette="brand"
                outline={index === state.active ? '2px solid' : undefined}
                outlineColor="colorPalette.solid"
                _hover={{ bg: 'bg.muted' }}
                // Focus stays in the field (the combobox pattern): the click picks without blurring it.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(assignee)}
              >
                {assigneeLabel(assignee)}
              </List.Item>
            ))}
          </List.Root>
        </DialogFormBody>
        <DialogSubmitFooter onCancel={onClose} label={t('task-action-reassign')} busy={busy} />
      </form>
      <Dialog.Description srOnly>{t('task-reassign-hint')}</Dialog.Description>
    </AppDialog>
  );
}
