import { useState, type FormEvent } from 'react';
import { Dialog, Fieldset, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TrainingPlan } from '#shared/api';
import { DueDateField } from '../../../components/due-date-field';
import { AppDialog, DialogFormBody, DialogSubmitFooter } from '../../../components/app-dialog';
import { LabelledCheckbox } from '../../../components/form-bits';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import { useReadableChannels, useTrainingCommand } from '../api/training-admin';
import {
  createTrainingErrors,
  createTrainingPayload,
  emptyCreateTraining,
  type CreateTrainingForm,
} from '../model/generation';

/**
 * The Create Training dialog (spec 2 §2; issue 15): a plan's users × its processes' videos become
 * watch-video tasks, optionally only videos of chosen channels and due by a day. Submitted, the
 * generation runs in the background; the requester gets an e-mail when the result is ready for review.
 */
export function CreateTrainingDialog({
  plan,
  onClose,
  onStarted,
}: {
  plan: TrainingPlan;
  onClose: () => void;
  onStarted: (generationId: string) => void;
}) {
  const { t } = useTranslation();
  const run = useTrainingCommand();
  const channels = useReadableChannels(true);
  const [form, setForm] = useState<CreateTrainingForm>(emptyCreateTraining);
  const [submitted, setSubmitted] = useState(false);
  const { busy, error, run: submitRun } = useDialogSubmit();
  const errors = submitted ? createTrainingErrors(form, new Date()) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (createTrainingErrors(form, new Date()).dueDate || busy) return;
    await submitRun(async () => {
      const { id } = await run({ type: 'createTraining', payload: createTrainingPayload(plan.planId, form) });
      onStarted(id);
    });
  };

  const toggle = (channelId: string, on: boolean) =>
    setForm((f) => ({
      ...f,
      channelIds: on ? [...f.channelIds, channelId] : f.channelIds.filter((id) => id !== channelId),
    }));

  return (
    <AppDialog open onClose={onClose} testId="create-training-dialog" closeOnInteractOutside={false}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Dialog.Header>
          <Dialog.Title>{t('training-admin-create-title', { name: plan.name })}</Dialog.Title>
        </Dialog.Header>
        <DialogFormBody error={error}>
          <Text color="fg.muted">{t('training-admin-create-text', { users: plan.users })}</Text>
          <Fieldset.Root>
            <Fieldset.Legend>{t('training-admin-channel-filter')}</Fieldset.Legend>
            <Fieldset.HelperText>{t('training-admin-channel-filter-help')}</Fieldset.HelperText>
            <Stack gap="2" mt="2" maxH="40" overflowY="auto" data-testid="create-training-channels">
              {(channels.data ?? []).map((channel) => (
                <LabelledCheckbox
                  key={channel.id}
                  checked={form.channelIds.includes(channel.id)}
                  onChange={(on) => toggle(channel.id, on)}
                >
                  {channel.name}
                </LabelledCheckbox>
              ))}
            </Stack>
          </Fieldset.Root>
          <DueDateField
            label={t('tracks-admin-assign-due')}
            helper={t('tracks-admin-assign-due-help')}
            value={form.dueDate}
            onChange={(dueDate) => setForm((v) => ({ ...v, dueDate }))}
            error={errors.dueDate && t(errors.dueDate)}
          />
        </DialogFormBody>
        <DialogSubmitFooter onCancel={onClose} label={t('training-admin-create')} busy={busy} />
      </form>
    </AppDialog>
  );
}
