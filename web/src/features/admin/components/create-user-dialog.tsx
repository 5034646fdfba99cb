import { useState, type FormEvent } from 'react';
import { Dialog, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '#shared/api';
import { AppDialog, DialogFormBody, DialogSubmitFooter } from '../../../components/app-dialog';
import { TextField } from '../../../components/text-field';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import { createUser } from '../api/users';
import { PermissionsField } from './permissions-field';
import {
  createUserBody,
  createUserErrors,
  emptyCreateUser,
  togglePermission,
  type CreateUserValues,
} from '../model/create-user';

/**
 * Create user (POST /createUser): e-mail, names, permissions (updateOrganization makes an admin) and,
 * for a master admin, the master-admin flag. The new user gets an invitation e-mail with a temporary password.
 */
export function CreateUserDialog({
  canGrantMasterAdmin,
  onClose,
  onCreated,
}: {
  canGrantMasterAdmin: boolean;
  onClose: () => void;
  onCreated: (user: AdminUser) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<CreateUserValues>(emptyCreateUser);
  const [submitted, setSubmitted] = useState(false);
  const { busy, error, run } = useDialogSubmit();
  const errors = submitted ? createUserErrors(values) : {};
  const change = (next: Partial<CreateUserValues>) => setValues((v) => ({ ...v, ...next }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(createUserErrors(values)).length > 0 || busy) return;
    await run(async () => onCreated(await createUser(createUserBody(values))));
  };

  return (
    <AppDialog open onClose={onClose} testId="create-user-dialog" closeOnInteractOutside={false}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Dialog.Header>
          <Dialog.Title>{t('users-create-title')}</Dialog.Title>
        </Dialog.Header>
        <DialogFormBody error={error}>
          <Text color="fg.muted">{t('users-create-text')}</Text>
          <TextField
            name="email"
            type="email"
            autoComplete="off"
            label={t('users-col-email')}
            value={values.email}
            onChange={(email) => change({ email })}
            error={errors.email && t(errors.email)}
          />
          <TextField
            name="firstName"
            label={t('users-first-name')}
            value={values.firstName}
            onChange={(firstName) => change({ firstName })}
            error={errors.firstName && t(errors.firstName)}
          />
          <TextField
            name="lastName"
            label={t('users-last-name')}
            value={values.lastName}
            onChange={(lastName) => change({ lastName })}
            error={errors.lastName && t(errors.lastName)}
          />
          <PermissionsField
            permissions={values.permissions}
            onToggle={(permission, on) => setValues((v) => togglePermission(v, permission, on))}
            masterAdmin={
              canGrantMasterAdmin
                ? {
                    checked: values.isMasterAdmin,
                    onChange: (isMasterAdmin) => change({ isMasterAdmin }),
                  }
                : null
            }
          />
        </DialogFormBody>
        <DialogSubmitFooter onCancel={onClose} label={t('users-create')} busy={busy} />
      </form>
    </AppDialog>
  );
}
