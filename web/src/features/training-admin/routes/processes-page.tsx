import { Box, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingAdmin, TrainingProcess } from '#shared/api';
import { notify } from '../../../components/notices';
import { SelectField } from '../../../components/select-field';
import { refusalMessage } from '../../../lib/refusal-message';
import { useTrainingCommand } from '../api/training-admin';
import { DeleteDialog } from '../components/delete-dialog';
import { FormDialog, useTrainingForm } from '../components/form-dialog';
import { AddButton, EmptyTraining, RowActions } from '../components/list-parts';
import { Position, SortableList } from '../components/sortable-list';
import { NameInput, TextInput } from '../components/text-input';
import { TrainingPage } from '../components/training-page';
import { useListDialogs } from '../components/use-list-dialogs';
import { orderChanged } from '../model/ordering';
import {
  INTRODUCTION_VIDEO_ID_MAX,
  processFormErrors,
  processPayload,
  type ProcessForm,
} from '../model/training-forms';

/**
 * /admin/processes (issue 15; spec 2 §2 "processes can be re-ordered by drag", §3 "Process: name,
 * optional introduction video ID", §5 "optional and not validated"): the organization's processes in
 * their order, each with the playlist it teaches; add, edit, delete (confirmed; a process a plan uses is
 * refused), and the order changed by dragging, from the keyboard or by the move buttons, saved at once.
 */
export function ProcessesPage() {
  const { t } = useTranslation();
  return (
    <TrainingPage
      title={t('training-admin-processes')}
      intro={t('training-admin-processes-intro')}
      testId="training-processes-page"
    >
      {(data) => <Processes data={data} />}
    </TrainingPage>
  );
}

function Processes({ data }: { data: TrainingAdmin }) {
  const { t } = useTranslation();
  const run = useTrainingCommand();
  const { editing, deleting, openAdd, openEdit, closeEdit, openDelete, closeDelete } =
    useListDialogs<TrainingProcess>();
  // The order the admin just set, shown until the read that follows its save.
  const [pending, setPending] = useState<string[] | null>(null);
  const [status, setStatus] = useState('');
  const byId = new Map(data.processes.map((p) => [p.processId, p]));
  const saved = data.processes.map((p) => p.processId);
  const order = (pending ?? saved).filter((id) => byId.has(id));
  const items = order.map((id) => {
    const process = byId.get(id) as TrainingProcess;
    return { ...process, id, label: process.name };
  });

  const reorder = async (ids: string[]) => {
    if (!orderChanged(order, ids)) return;
    setPending(ids);
    setStatus('');
    try {
      await run({ type: 'reorderProcesses', payload: { processIds: ids } });
      setStatus(t('training-admin-order-saved'));
    } catch (e) {
      notify.error(refusalMessage(e, t('error-generic')));
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="4">
      <AddButton onClick={openAdd}>{t('training-admin-process-add')}</AddButton>
      {items.length === 0 ? (
        <Box data-testid="training-processes-empty">
          <EmptyTraining text={t('training-admin-processes-empty')} />
        </Box>
      ) : (
        <SortableList
          items={items}
          onReorder={(ids) => void reorder(ids)}
          testId="training-processes"
          actions={(process) => (
            <RowActions
              name={process.name}
              onEdit={() => openEdit(process)}
              onDelete={() => openDelete(process)}
            />
          )}
        >
          {(process, index) => (
            <Stack gap="0" data-testid="training-process-row">
              <Text fontWeight="medium">
                <Position index={index} />
                {process.name}
              </Text>
              {process.trackName && (
                <Text textStyle="sm" color="fg.muted">
                  {t('training-admin-track')}: {process.trackName}
                </Text>
              )}
              {process.introductionVideoId && (
                <Text textStyle="sm" color="fg.muted">
                  {t('training-admin-intro-video')}: {process.introductionVideoId}
                </Text>
              )}
            </Stack>
          )}
        </SortableList>
      )}
      <Text srOnly role="status" aria-live="polite">
        {status}
      </Text>
      {editing && (
        <ProcessDialog
          process={editing.item}
          tracks={data.tracks}
          onClose={closeEdit}
          onSave={(form) =>
            run(
              editing.item
                ? {
                    type: 'updateProcess',
                    payload: { processId: editing.item.processId, ...processPayload(form) },
                  }
                : { type: 'createProcess', payload: processPayload(form) },
            )
          }
        />
      )}
      {deleting && (
        <DeleteDialog
          title={t('training-admin-process-delete-title', { name: deleting.name })}
          onClose={closeDelete}
          onDelete={() => run({ type: 'deleteProcess', payload: { processId: deleting.processId } })}
        />
      )}
    </Stack>
  );
}

function ProcessDialog({
  process,
  tracks,
  onClose,
  onSave,
}: {
  process: TrainingProcess | null;
  tracks: TrainingAdmin['tracks'];
  onClose: () => void;
  onSave: (form: ProcessForm) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const processForm = useTrainingForm<ProcessForm>(
    {
      name: process?.name ?? '',
      introductionVideoId: process?.introductionVideoId ?? '',
      trackId: process?.trackId ?? '',
    },
    processFormErrors,
    onClose,
  );
  const { form, update, fieldError } = processForm;
  // A playlist archived since it was chosen stays listed for this process.
  const options = tracks.map((track) => ({ value: track.trackId, label: track.name }));
  if (form.trackId && !options.some((o) => o.value === form.trackId))
    options.push({ value: form.trackId, label: process?.trackName ?? form.trackId });
  return (
    <FormDialog
      title={process ? t('training-admin-process-edit') : t('training-admin-process-add')}
      testId="training-process-dialog"
      state={processForm}
      onClose={onClose}
      onSave={onSave}
    >
      <NameInput
        label={t('training-admin-process-name')}
        value={form.name}
        onChange={(name) => update({ name })}
        error={fieldError('name')}
      />
      <TextInput
        label={t('training-admin-intro-video')}
        name="introductionVideoId"
        value={form.introductionVideoId}
        maxLength={INTRODUCTION_VIDEO_ID_MAX + 20}
        helper={t('training-admin-intro-video-help')}
        onChange={(introductionVideoId) => update({ introductionVideoId })}
        error={fieldError('introductionVideoId')}
      />
      <SelectField
        label={t('training-admin-track')}
        name="trackId"
        value={form.trackId}
        onChange={(trackId) => update({ trackId })}
        options={options}
        placeholder={{ label: t('training-admin-track-none') }}
        error={fieldError('trackId')}
      />
    </FormDialog>
  );
}
