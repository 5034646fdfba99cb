import {
  Box,
  Button,
  Checkbox,
  Dialog,
  Field,
  HStack,
  Input,
  Separator,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLifeBuoy } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { LabelledIconButton } from '../../../components/labelled-icon-button';
import { SelectField } from '../../../components/select-field';
import { AppDialog } from '../../../components/app-dialog';
import { notify } from '../../../components/notices';
import { useSession } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { submitSupportRequest, useAllOrgs, useOrgChannels } from '../api/support';
import {
  DEPENDENT_FIELDS,
  DESCRIPTION_ROWS,
  EMPTY_SUPPORT_FORM,
  parseSavedContact,
  SAVED_CONTACT_KEY,
  tasksHref,
  toSubmission,
  validateSupportForm,
  visibleErrors,
  type SupportField,
  type SupportFormValues,
} from '../model/support-form';

/** Spec 1 §2 "A floating support button opens the support form." */
export function SupportButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [success, setSuccess] = useState<{ href: string | null } | null>(null);
  return (
    <>
      <LabelledIconButton
        label={t('support-button')}
        position="fixed"
        bottom="6"
        insetEnd="6"
        zIndex="docked"
        borderRadius="full"
        size="lg"
        colorPalette="brand"
        boxShadow="lg"
        onClick={() => setOpen(true)}
        data-testid="support-button"
      >
        <LuLifeBuoy />
      </LabelledIconButton>
      <SupportDialog
        open={open}
        onClose={() => setOpen(false)}
        onSent={(href) => {
          setOpen(false);
          setSuccess({ href });
        }}
      />
      <AppDialog
        open={success !== null}
        onClose={() => setSuccess(null)}
        role="alertdialog"
        size="sm"
        title={t('support-success-title')}
        testId="support-success"
        close={false}
      >
        <Dialog.Body>
          <Text>{t('support-success')}</Text>
        </Dialog.Body>
        <Dialog.Footer>
          {success?.href ? (
            <Button
              onClick={() => {
                const href = success.href;
                setSuccess(null);
                if (href) void navigate(href);
              }}
            >
              {t('support-view-task')}
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => setSuccess(null)}>
            {t('ok')}
          </Button>
        </Dialog.Footer>
      </AppDialog>
    </>
  );
}

/**
 * The support-request dialog (spec 1 §2, §4, §5): "The form cannot be dismissed by backdrop or Escape;
 * Cancel closes it." Mounted afresh on every opening.
 */
export function SupportDialog({
  open,
  onClose,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  onSent: (tasksHref: string | null) => void;
}) {
  return (
    <AppDialog
      open={open}
      closeOnInteractOutside={false}
      closeOnEscape={false}
      size="lg"
      fresh
      scrollBehavior="inside"
      testId="support-dialog"
      close={false}
    >
      <SupportForm onCancel={onClose} onSent={onSent} />
    </AppDialog>
  );
}

function initialValues(profile: { firstName: string; lastName: string; phoneNumber: string } | undefined) {
  const saved = parseSavedContact(storage.get(SAVED_CONTACT_KEY));
  return {
    ...EMPTY_SUPPORT_FORM,
    firstName: saved?.firstName || profile?.firstName || '',
    lastName: saved?.lastName || profile?.lastName || '',
    phoneNumber: saved?.phoneNumber || profile?.phoneNumber || '',
  };
}

function SupportForm({ onCancel, onSent }: { onCancel: () => void; onSent: (href: string | null) => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const canFileOnBehalf = session.isStaff;
  const [values, setValues] = useState<SupportFormValues>(() =>
    initialValues(session.initData?.userData.profile),
  );
  const [touched, setTouched] = useState<ReadonlySet<SupportField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = useMemo(() => validateSupportForm(values, canFileOnBehalf), [values, canFileOnBehalf]);
  const shown = visibleErrors(errors, touched, submitted);
  const orgs = useAllOrgs(canFileOnBehalf);
  const channels = useOrgChannels(canFileOnBehalf ? values.orgId : '');

  // Spec 1 §8 "Channel load failure in support dialog: Error message in a snackbar".
  const channelError = channels.error?.message;
  useEffect(() => {
    if (channelError) notify.snackbar(channelError);
  }, [channelError]);

  // "Validation runs on change": the changed field and the fields depending on it.
  const change = <F extends SupportField>(field: F, value: SupportFormValues[F]) => {
    setValues((v) => ({ ...v, [field]: value, ...(field === 'orgId' ? { channelId: '' } : {}) }));
    setTouched((prev) => new Set([...prev, field, ...(DEPENDENT_FIELDS[field] ?? [])]));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (busy || Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      const caller = { orgId: session.initData?.orgId ?? '', email: session.initData?.email ?? '' };
      const submission = toSubmission(values, caller, canFileOnBehalf);
      const taskId = await submitSupportRequest(submission);
      storage.set(
        SAVED_CONTACT_KEY,
        JSON.stringify({
          firstName: values.firstName,
          lastName: values.lastName,
          phoneNumber: values.phoneNumber,
        }),
      );
      onSent(submission.onBehalf ? null : tasksHref(taskId));
    } catch (failure) {
      // Spec 1 §8 "Support request failure: Snackbar with the server's message".
      notify.failure(failure, t('error-generic'));
    } finally {
      setBusy(false);
    }
  };

  const text = (field: SupportField, label: string, props: { required?: boolean; type?: string } = {}) => (
    <Field.Root required={props.required} invalid={Boolean(shown[field])}>
      <Field.Label>
        {label}
        {props.required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input
        name={field}
        type={props.type ?? 'text'}
        value={values[field] as string}
        onChange={(e) => change(field, e.currentTarget.value)}
      />
      <Field.ErrorText>{shown[field] ? t(shown[field]) : null}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
      <Dialog.Header>
        <Dialog.Title>{t('support-title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted" textStyle="sm">
            {t('support-intro')}
          </Text>
          {text('taskTitle', t('support-task-title'), { required: true })}
          <Field.Root required invalid={Boolean(shown.taskMessage)}>
            <Field.Label>
              {t('support-task-message')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              name="taskMessage"
              rows={3}
              value={values.taskMessage}
              onChange={(e) => change('taskMessage', e.currentTarget.value)}
            />
            <Field.ErrorText>{shown.taskMessage ? t(shown.taskMessage) : null}</Field.ErrorText>
          </Field.Root>
          <Separator />
          <Text fontWeight="semibold">{t('support-ticket-section')}</Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {text('firstName', t('support-first-name'), { required: true })}
            {text('lastName', t('support-last-name'), { required: true })}
          </SimpleGrid>
          {text('phoneNumber', t('support-phone'), { type: 'tel' })}
          <Field.Root>
            <Field.Label>{t('support-description')}</Field.Label>
            <Textarea
              name="description"
              rows={DESCRIPTION_ROWS}
              value={values.description}
              onChange={(e) => change('description', e.currentTarget.value)}
            />
          </Field.Root>
          {canFileOnBehalf ? (
            <Box borderWidth="1px" borderRadius="md" p="4" data-testid="support-on-behalf">
              <Stack gap="4">
                <Checkbox.Root
                  checked={values.onBehalf}
                  onCheckedChange={(d) => change('onBehalf', d.checked === true)}
                >
                  <Checkbox.HiddenInput name="onBehalf" />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('support-on-behalf')}</Checkbox.Label>
                </Checkbox.Root>
                <SelectField
                  label={t('support-organization')}
                  name="orgId"
                  value={values.orgId}
                  onChange={(orgId) => change('orgId', orgId)}
                  placeholder={{ label: t('support-choose') }}
                  options={(orgs.data ?? []).map((o) => ({ value: o.orgId, label: o.name }))}
                  error={shown.orgId ? t(shown.orgId) : null}
                />
                <SelectField
                  label={t('support-channel')}
                  name="channelId"
                  disabled={!values.orgId}
                  value={values.channelId}
                  onChange={(channelId) => change('channelId', channelId)}
                  placeholder={{ label: t('support-choose') }}
                  options={(channels.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                />
                {text('email', t('support-assignee-email'), { type: 'email' })}
              </Stack>
            </Box>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <HStack gap="3">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy}>
            {t('support-send')}
          </Button>
        </HStack>
      </Dialog.Footer>
    </form>
  );
}
