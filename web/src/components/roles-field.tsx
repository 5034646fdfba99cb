import { Fieldset, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LabelledCheckbox } from './form-bits';
import { toggleChoice } from '../lib/toggle-choice';

/**
 * The application roles an item holds, as checkboxes; where the organization has none yet, spec 2 §5's
 * "No application roles available. Please create roles first".
 */
export function RolesField({
  label,
  roles,
  chosen,
  onChange,
  error,
}: {
  label: string;
  roles: readonly { roleId: string; name: string }[];
  chosen: readonly string[];
  onChange: (roleIds: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const all = roles.map((r) => r.roleId);
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      {roles.length === 0 ? (
        <Text color="fg.warning" data-testid="training-no-roles">
          {t('training-admin-no-roles')}
        </Text>
      ) : (
        <Stack gap="2" mt="2">
          {roles.map((role) => (
            <LabelledCheckbox
              key={role.roleId}
              checked={chosen.includes(role.roleId)}
              onChange={() => onChange(toggleChoice(chosen, role.roleId, all))}
            >
              {role.name}
            </LabelledCheckbox>
          ))}
        </Stack>
      )}
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
