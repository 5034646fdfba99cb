import { Badge, Button, HStack, Skeleton, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { statusLabelKey } from '#shared/domain/video-lifecycle';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { notify } from '../../../../components/notices';
import { Panel } from '../../../../components/panel';
import { ApiError } from '../../../../lib/api-client';
import {
  deleteVideo,
  runLifecycleCommand,
  setArchived,
  setPublished,
  useVideoLifecycle,
} from '../../api/lifecycle';
import { barButtons, controlLine, lockKindKey, type BarAction } from '../model/editorial-bar';
import { useReasonText } from './reason-text';

const LABEL: Record<BarAction, string> = {
  checkOut: 'video-lifecycle-check-out',
  checkIn: 'video-lifecycle-check-in',
  takeOver: 'video-lifecycle-take-over',
  forceCheckIn: 'video-lifecycle-force-check-in',
  markReady: 'video-lifecycle-mark-ready',
  publish: 'video-lifecycle-publish',
  unpublish: 'video-lifecycle-unpublish',
  makeDraft: 'video-lifecycle-make-draft',
  archive: 'video-lifecycle-archive',
  restore: 'video-lifecycle-restore',
  delete: 'video-lifecycle-delete',
};

const COMMAND = {
  checkOut: 'checkOutVideo',
  checkIn: 'checkInVideo',
  takeOver: 'takeOverVideo',
  forceCheckIn: 'forceCheckInVideo',
  markReady: 'markReadyToPublish',
  makeDraft: 'makeDraft',
} as const;

/**
 * The studio's editorial bar (spec 2 §4 video life cycle): the video's status, who holds editorial
 * control ("Video is checked in" / "Video is checked out by …"), an in-progress lock or a timed-out job,
 * and the actions the life-cycle table allows now; a disabled action says why. Archive asks for a
 * confirmation checkbox and stays (the bar then offers Restore); delete asks for one and leaves for
 * /admin/videos. `onChanged` lets the surrounding page refetch.
 */
export function EditorialBar({ videoId, onChanged }: { videoId: string; onChanged?: () => unknown }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useVideoLifecycle(videoId);
  const [busy, setBusy] = useState<BarAction | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const reasonBase = useId();
  const say = useReasonText();

  if (state.error) {
    return (
      <Text color="fg.error" data-testid="editorial-bar-error">
        {state.error.body?.message ?? t('error-generic')}
      </Text>
    );
  }
  const view = state.data;
  if (!view) return <Skeleton height="12" aria-hidden />;

  const run = async (action: BarAction) => {
    if (action === 'delete') return setDeleting(true);
    if (action === 'archive') return setArchiving(true);
    setBusy(action);
    try {
      if (action === 'publish' || action === 'unpublish')
        await setPublished(view.videoId, action === 'publish');
      else if (action === 'restore') {
        await setArchived(view.videoId, false);
        notify.success(t('video-lifecycle-restored'));
      } else await runLifecycleCommand(COMMAND[action], view.videoId);
      await state.mutate();
      await onChanged?.();
    } catch (error) {
      notify.error(error instanceof ApiError ? error.body.message : t('error-generic'));
      await state.mutate();
    } finally {
      setBusy(null);
    }
  };

  const buttons = barButtons(view);
  return (
    <Panel as="section" aria-label={t('video-lifecycle-heading')} gap="2" p="3" data-testid="editorial-bar">
      <HStack gap="3" wrap="wrap">
        <Badge colorPalette="gray" data-testid="editorial-bar-status">
          {t(statusLabelKey(view.status))}
        </Badge>
        <Text textStyle="sm" data-testid="editorial-bar-control">
          {say(controlLine(view))}
        </Text>
        {view.publishedVersion !== null && (
          <Text textStyle="sm" color="fg.muted">
            {t('video-lifecycle-published-version', { version: view.publishedVersion })}
          </Text>
        )}
        {view.lock && (
          <Text textStyle="sm" data-testid="editorial-bar-lock">
            {t('video-lifecycle-locked', {
              kind: t(lockKindKey(view.lock.kind)),
              time: new Date(view.lock.expiresAt).toLocaleTimeString(),
            })}
          </Text>
        )}
        {view.status === 'timedOut' && (
          <Text textStyle="sm" color="fg.error">
            {t('video-lifecycle-timed-out')}
          </Text>
        )}
      </HStack>
      <HStack gap="2" wrap="wrap">
        {buttons.map(({ action, disabledBecause }) => {
          const reasonId = `${reasonBase}-${action}`;
          return (
            <span key={action} title={disabledBecause ? say(disabledBecause) : undefined}>
              <Button
                size="sm"
                variant={action === 'publish' ? 'solid' : 'outline'}
                colorPalette={action === 'delete' ? 'red' : action === 'publish' ? 'brand' : undefined}
                disabled={!!disabledBecause || (busy !== null && busy !== action)}
                loading={busy === action}
                onClick={() => void run(action)}
                aria-describedby={disabledBecause ? reasonId : undefined}
                data-testid={`editorial-bar-${action}`}
              >
                {t(LABEL[action])}
              </Button>
              {disabledBecause && <VisuallyHidden id={reasonId}>{say(disabledBecause)}</VisuallyHidden>}
            </span>
          );
        })}
      </HStack>
      {archiving && (
        <ConfirmDialog
          title={t('video-lifecycle-archive-title')}
          text={t('video-lifecycle-archive-text', { name: view.name })}
          confirmLabel={t('video-lifecycle-archive-confirm')}
          actionLabel={t('video-lifecycle-archive')}
          testId="editorial-bar-archive-dialog"
          onConfirm={async () => {
            await setArchived(view.videoId, true);
            notify.success(t('video-lifecycle-archived'));
            await state.mutate();
            await onChanged?.();
          }}
          onClose={() => setArchiving(false)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('video-lifecycle-delete-title')}
          text={t('video-lifecycle-delete-text', { name: view.name })}
          confirmLabel={t('video-lifecycle-delete-confirm')}
          actionLabel={t('video-lifecycle-delete')}
          testId="editorial-bar-delete-dialog"
          onConfirm={async () => {
            await deleteVideo(view.videoId);
            notify.success(t('video-lifecycle-deleted'));
            void navigate('/admin/videos');
          }}
          onClose={() => setDeleting(false)}
        />
      )}
    </Panel>
  );
}
