import { Box, chakra, Spinner } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeftRight } from 'react-icons/lu';
import { notify } from '../../../components/notices';
import { useSession } from '../../../lib/session';
import { switchOrganization } from '../api/org-switch';

/**
 * The notice bar (spec 1 §2 Shell): "You are working in another workspace. Click to move to your own
 * organization." Shown only while switched; a click posts the empty target and reloads at /home.
 */
export function WorkspaceNotice() {
  const { t } = useTranslation();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  if (!session.isSwitched) return null;
  const back = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await switchOrganization('');
    } catch {
      notify.error(t('org-switch-failed'));
      setBusy(false);
    }
  };
  return (
    // Full width across the toolbar's padding, above its contents.
    <Box
      bg="orange.solid"
      color="orange.contrast"
      mx={{ base: '-2', md: '-4' }}
      mt="-2"
      mb="2"
      data-testid="workspace-notice"
    >
      <chakra.button
        type="button"
        onClick={() => void back()}
        width="100%"
        px="4"
        py="1.5"
        display="flex"
        alignItems="center"
        justifyContent="center"
        gap="2"
        textStyle="sm"
        fontWeight="medium"
        cursor="pointer"
        aria-busy={busy}
        _focusVisible={{ outline: '2px solid', outlineOffset: '-4px' }}
      >
        {busy ? <Spinner size="xs" /> : <LuArrowLeftRight aria-hidden />}
        {t('workspace-notice')}
      </chakra.button>
    </Box>
  );
}
