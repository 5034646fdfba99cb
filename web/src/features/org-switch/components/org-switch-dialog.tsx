import { Badge, Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog, DialogActions } from '../../../components/app-dialog';
import { notify } from '../../../components/notices';
import { useTenant } from '../../../lib/app-context';
import { useSession } from '../../../lib/session';
import { switchOrganization } from '../api/org-switch';
import { switchChoices } from '../model/workspace';

/** "Switch organization": the user's own organization and the ones they were granted, by name. */
export function OrgSwitchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const { organization } = useTenant();
  const [busy, setBusy] = useState<string | null>(null);
  const initData = session.initData;
  const choices = initData
    ? switchChoices(
        {
          orgId: initData.orgId,
          originalOrgId: initData.originalOrgId,
          externalOrgs: initData.externalOrgsUserHasAccessTo,
        },
        organization.name,
      )
    : [];

  const choose = async (target: string) => {
    if (busy !== null) return;
    setBusy(target);
    try {
      await switchOrganization(target);
    } catch {
      notify.error(t('org-switch-failed'));
      setBusy(null);
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      fresh
      title={t('switch-organization')}
      testId="org-switch-dialog"
    >
      <Dialog.Body>
        <Text textStyle="sm" color="fg.muted" mb="3">
          {t('switch-organization-hint')}
        </Text>
        <Stack as="ul" gap="2" listStyleType="none">
          {choices.map((choice) => (
            <li key={choice.orgId}>
              <Button
                width="100%"
                variant={choice.current ? 'subtle' : 'outline'}
                justifyContent="space-between"
                disabled={choice.current || (busy !== null && busy !== choice.target)}
                loading={busy === choice.target}
                onClick={() => void choose(choice.target)}
                data-testid={`org-choice-${choice.orgId}`}
              >
                {choice.name}
                {choice.own && <Badge>{t('own-organization')}</Badge>}
                {choice.current && !choice.own && (
                  <Badge colorPalette="orange">{t('current-organization')}</Badge>
                )}
              </Button>
            </li>
          ))}
        </Stack>
      </Dialog.Body>
      <DialogActions dismiss={t('cancel')} />
    </AppDialog>
  );
}
