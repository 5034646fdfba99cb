import { Button, HStack, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationStep } from '#shared/domain/video-translation';
import { commentText } from '#shared/domain/task-model';
import { Panel } from '../../../../components/panel';
import { TextAreaField } from '../../../../components/text-field';
import type { StepButton } from '../model/translation-task';

/**
 * The step's task actions on the translator's page: Take while nobody holds the task; Complete (the
 * page saves unsaved texts first) and Reject, which asks for its reason first ("comment cannot be
 * empty"). `onAction` answers whether the action went through.
 */
export function StepActions({
  step,
  buttons,
  busy,
  onAction,
}: {
  step: TranslationStep;
  buttons: readonly StepButton[];
  busy: boolean;
  onAction: (action: StepButton, comment?: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const reject = async () => {
    const comment = commentText(reason);
    if (!comment) {
      setProblem(t('translate-comment-required'));
      return;
    }
    setProblem(null);
    if (await onAction('reject', comment)) {
      setRejecting(false);
      setReason('');
    }
  };

  return (
    <Panel as="section" aria-labelledby="translate-step-heading" gap="3" data-testid="translate-step-actions">
      <Heading as="h2" size="md" id="translate-step-heading">
        {t('translate-step-actions')}
      </Heading>
      <Text textStyle="sm" color="fg.muted">
        {t(`translate-step-help-${step}`)}
      </Text>
      {rejecting ? (
        <>
          <TextAreaField
            label={t('task-reject-reason')}
            name="reject-reason"
            rows={3}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setProblem(null);
            }}
            helper={t('translate-reject-help')}
            error={problem}
            testId="translate-reject-reason"
          />
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              colorPalette="red"
              loading={busy}
              onClick={() => void reject()}
              data-testid="translate-reject-confirm"
            >
              {t('translate-reject-confirm')}
            </Button>
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => setRejecting(false)}>
              {t('task-action-back')}
            </Button>
          </HStack>
        </>
      ) : buttons.length === 0 ? (
        <Text textStyle="sm" data-testid="translate-not-assignee">
          {t('translate-not-assignee')}
        </Text>
      ) : (
        <HStack gap="2" wrap="wrap">
          {buttons.map((action) =>
            action === 'reject' ? (
              <Button
                key={action}
                size="sm"
                variant="outline"
                colorPalette="red"
                disabled={busy}
                onClick={() => setRejecting(true)}
                data-testid="translate-reject"
              >
                {t('task-action-reject')}
              </Button>
            ) : (
              <Button
                key={action}
                size="sm"
                loading={busy}
                onClick={() => void onAction(action)}
                data-testid={`translate-${action}`}
              >
                {t(`task-action-${action}`)}
              </Button>
            ),
          )}
        </HStack>
      )}
    </Panel>
  );
}
