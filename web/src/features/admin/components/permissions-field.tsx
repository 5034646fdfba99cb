import { Fieldset, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type Permission } from '#shared/domain/roles';
import { LabelledCheckbox } from '../../../components/form-bits';

/**
 * A user's permissions as checkboxes (creating a user, editing access), with what they mean, then the
 * master-admin flag where the caller offers it. Locked permissions show as they are, unchangeable (an
 * admin's own row: `helper` then says why).
 */
export function PermissionsField({
  permissions,
  onToggle,
  masterAdmin,
  locked = [],
  helper,
}: {
  permissions: readonly Permission[];
  onToggle: (permission: Permission, on: boolean) => void;
  masterAdmin: { checked: boolean; onChange: (on: boolean) => void; disabled?: boolean } | null;
  locked?: readonly Permission[];
  helper?: string;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('users-col-permissions')}</Fieldset.Legend>
      <Fieldset.HelperText>{helper ?? t('users-permissions-help')}</Fieldset.HelperText>
      <Stack gap="2" mt="2">
        {PERMISSIONS.map((permission) => (
          <LabelledCheckbox
            key={permission}
            checked={permissions.includes(permission)}
            onChange={(on) => onToggle(permission, on)}
            disabled={locked.includes(permission)}
          >
            {t(`users-permission-${permission}`)}
          </LabelledCheckbox>
        ))}
        {masterAdmin && <LabelledCheckbox {...masterAdmin}>{t('users-role-master-admin')}</LabelledCheckbox>}
      </Stack>
    </Fieldset.Root>
  );
}
