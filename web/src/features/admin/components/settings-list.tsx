import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  EmptyState,
  Field,
  HStack,
  Input,
  Stack,
  Table,
  Textarea,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuTags } from 'react-icons/lu';
import { AppDialog, DialogFormBody, DialogSubmitFooter } from '../../../components/app-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListTable } from '../../../components/list-table';
import { LocalListFrame, LocalListHeader } from '../../../components/local-list';
import { useLocalList } from '../../../lib/use-local-list';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import { settingsItemErrors, settingsListSpec, type SettingsItemField } from '../model/settings-item';

export type SettingsItem = Record<string, string>;

/**
 * A list of organization settings items (tags, information classifications: spec 2 §2 "Each list has
 * add, edit and delete dialogs with a delete confirmation"), searched, sorted by any field and paged,
 * with its empty state.
 */
export function SettingsList({
  items,
  fields,
  keyOf,
  labels,
  testId,
  onSave,
  onDelete,
}: {
  items: readonly SettingsItem[];
  fields: readonly SettingsItemField[];
  keyOf: (item: SettingsItem) => string;
  labels: {
    add: string;
    addTitle: string;
    editTitle: string;
    empty: string;
    /** The table's name for screen readers. */
    caption: string;
    deleteTitle: (item: SettingsItem) => string;
    deleteText: string;
    deleteConfirm: string;
  };
  testId: string;
  onSave: (values: SettingsItem, previous: SettingsItem | null) => Promise<void>;
  onDelete: (item: SettingsItem) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ item: SettingsItem | null } | null>(null);
  const [deleting, setDeleting] = useState<SettingsItem | null>(null);
  const fieldNames = fields.map((f) => f.name).join('\n');
  const spec = useMemo(() => settingsListSpec(fieldNames.split('\n')), [fieldNames]);
  const list = useLocalList(items, spec);
  return (
    <Stack gap="4" data-testid={testId}>
      <Box>
        <Button onClick={() => setEditing({ item: null })}>{labels.add}</Button>
      </Box>
      <LocalListFrame
        list={list}
        testId={`${testId}-list`}
        empty={
          <EmptyState.Root>
            <EmptyState.Content>
              <EmptyState.Indicator>
                <LuTags />
              </EmptyState.Indicator>
              <EmptyState.Description>{labels.empty}</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        }
      >
        {(shown) => (
          <ListTable caption={labels.caption} testId={`${testId}-table`}>
            <Table.Header>
              <Table.Row>
                {fields.map((f) => (
                  <LocalListHeader key={f.name} list={list} label={f.label} sort={f.name} />
                ))}
                <Table.ColumnHeader>
                  <Box as="span" srOnly>
                    {t('settings-admin-actions')}
                  </Box>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((item) => (
                <Table.Row key={keyOf(item)}>
                  {fields.map((f) => (
                    <Table.Cell key={f.name} whiteSpace="pre-wrap">
                      {item[f.name]}
                    </Table.Cell>
                  ))}
                  <Table.Cell textAlign="end">
                    <HStack justify="end" gap="1">
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`${t('settings-admin-edit')}: ${keyOf(item)}`}
                        onClick={() => setEditing({ item })}
                      >
                        {t('settings-admin-edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={`${t('settings-admin-delete')}: ${keyOf(item)}`}
                        onClick={() => setDeleting(item)}
                      >
                        {t('settings-admin-delete')}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ListTable>
        )}
      </LocalListFrame>
      {editing && (
        <ItemDialog
          title={editing.item ? labels.editTitle : labels.addTitle}
          fields={fields}
          initial={editing.item}
          onClose={() => setEditing(null)}
          onSave={(values) => onSave(values, editing.item)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={labels.deleteTitle(deleting)}
          text={labels.deleteText}
          confirmLabel={labels.deleteConfirm}
          actionLabel={t('settings-admin-delete')}
          onClose={() => setDeleting(null)}
          onConfirm={() => onDelete(deleting)}
          testId="settings-delete-dialog"
        />
      )}
    </Stack>
  );
}

function ItemDialog({
  title,
  fields,
  initial,
  onClose,
  onSave,
}: {
  title: string;
  fields: readonly SettingsItemField[];
  initial: SettingsItem | null;
  onClose: () => void;
  onSave: (values: SettingsItem) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<SettingsItem>(
    () => initial ?? Object.fromEntries(fields.map((f) => [f.name, ''])),
  );
  const [submitted, setSubmitted] = useState(false);
  const { busy, error, run } = useDialogSubmit();
  const errors = submitted ? settingsItemErrors(fields, values) : {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(settingsItemErrors(fields, values)).length > 0 || busy) return;
    await run(async () => {
      await onSave(Object.fromEntries(fields.map((f) => [f.name, (values[f.name] ?? '').trim()])));
      onClose();
    });
  };
  return (
    <AppDialog open onClose={onClose} testId="settings-item-dialog" closeOnInteractOutside={false}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <DialogFormBody error={error}>
          {fields.map((f) => {
            const fieldError = errors[f.name];
            const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
              setValues((v) => ({ ...v, [f.name]: e.target.value }));
            return (
              <Field.Root key={f.name} invalid={Boolean(fieldError)} required={f.required}>
                <Field.Label>
                  {f.label}
                  {f.required && <Field.RequiredIndicator />}
                </Field.Label>
                {f.multiline ? (
                  <Textarea name={f.name} rows={4} value={values[f.name] ?? ''} onChange={onChange} />
                ) : (
                  <Input name={f.name} value={values[f.name] ?? ''} onChange={onChange} />
                )}
                {fieldError && (
                  <Field.ErrorText>{t(fieldError.key, fieldError.values ?? {})}</Field.ErrorText>
                )}
              </Field.Root>
            );
          })}
        </DialogFormBody>
        <DialogSubmitFooter onCancel={onClose} label={t('settings-admin-save')} busy={busy} />
      </form>
    </AppDialog>
  );
}
