import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../components/notices';
import { ApiError } from '../../../../lib/api-client';
import { runLifecycleCommand, useVideoLifecycle } from '../../api/lifecycle';
import { editAccess, type EditAccess, type EditOffer, type EditScope } from '../model/edit-access';
import { useReasonText } from './reason-text';

const OFFER = {
  checkOut: { command: 'checkOutVideo', label: 'video-lifecycle-check-out-to-edit' },
  takeOver: { command: 'takeOverVideo', label: 'video-lifecycle-take-over' },
  makeDraft: { command: 'makeDraft', label: 'video-lifecycle-make-draft' },
} as const;

/**
 * The caller's access to a studio section that follows editorial control (`scope`; null for the
 * others, which are always editable), from the life-cycle read the editorial bar shares. Undefined
 * while it loads: the section waits read-only rather than let an edit start that the server refuses.
 */
export function useEditAccess(
  videoId: string,
  version: number | null,
  scope: EditScope | null,
): EditAccess | undefined {
  const state = useVideoLifecycle(videoId);
  if (!scope) return { editable: true, reasons: [], offers: [] };
  if (!state.data || version === null) return undefined;
  return editAccess(state.data, version, scope);
}

/**
 * Above a section that is read-only now: why (who holds the video, its status or lock) and the
 * editorial bar's command that lifts it ("Check out to edit", take over, back to draft).
 */
export function EditNotice({
  videoId,
  access,
  onChanged,
}: {
  videoId: string;
  access: EditAccess;
  onChanged?: () => unknown;
}) {
  const { t } = useTranslation();
  const say = useReasonText();
  const lifecycle = useVideoLifecycle(videoId);
  const [busy, setBusy] = useState<EditOffer | null>(null);

  const run = async (offer: EditOffer) => {
    setBusy(offer);
    try {
      await runLifecycleCommand(OFFER[offer].command, videoId);
      await onChanged?.();
    } catch (error) {
      notify.error(error instanceof ApiError ? error.body.message : t('error-generic'));
    } finally {
      await lifecycle.mutate();
      setBusy(null);
    }
  };

  return (
    <Alert.Root status="info" data-testid="edit-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('video-lifecycle-read-only')}</Alert.Title>
        <Alert.Description>
          <Stack gap="1" mt="1">
            {access.reasons.map((reason) => (
              <Text key={reason.key} data-testid="edit-notice-reason">
                {say(reason)}
              </Text>
            ))}
          </Stack>
        </Alert.Description>
        {access.offers.length > 0 && (
          <HStack gap="2" mt="2" wrap="wrap">
            {access.offers.map((offer) => (
              <Button
                key={offer}
                size="sm"
                colorPalette="gray"
                loading={busy === offer}
                disabled={busy !== null && busy !== offer}
                onClick={() => void run(offer)}
                data-testid={`edit-notice-${offer}`}
              >
                {t(OFFER[offer].label)}
              </Button>
            ))}
          </HStack>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
