import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_REQUEST_MAX } from '#shared/domain/production-order';
import { FormError } from '../../../components/form-bits';
import { HeadingWithIntro } from '../../../components/heading-with-intro';
import { notify } from '../../../components/notices';
import { Panel } from '../../../components/panel';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-field';
import { requestVideoService } from '../api/production-requests';
import {
  PRODUCTION_REQUEST_CHOICES,
  choiceLabelKey,
  defaultRequestChoice,
  productionRequestFor,
  type ProductionRequestChoice,
} from '../model/production-request';
import { valueOptions } from '../../../lib/select-options';

/**
 * "Ask the production team" (issue 13): an adjustment of a draft or the playlist structure of a video
 * ready to publish or published, with what should be done. The server answers the spec's refusals
 * ("A video must be in draft to request adjustment" …), shown as it wrote them.
 */
export function ProductionRequest({ videoId, status }: { videoId: string; status: string }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ProductionRequestChoice>(() => defaultRequestChoice(status));
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    if (!comment.trim()) {
      setError(t('production-request-comment-required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await requestVideoService(productionRequestFor(videoId, choice, comment));
      setComment('');
      notify.success(t('production-request-sent'));
    } catch (failure) {
      setError((failure as Error).message || t('error-generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel gap="3" data-testid="studio-production-request">
      <HeadingWithIntro as="h2" size="sm" intro={t('production-request-intro')}>
        {t('production-request-title')}
      </HeadingWithIntro>
      <SelectField
        name="service"
        label={t('production-request-service')}
        value={choice}
        onChange={(value) => setChoice(value as ProductionRequestChoice)}
        options={valueOptions(PRODUCTION_REQUEST_CHOICES, (c) => t(choiceLabelKey(c)))}
        testId="production-request-service"
      />
      <TextAreaField
        name="comment"
        label={t('production-request-comment')}
        rows={3}
        maxLength={SERVICE_REQUEST_MAX}
        value={comment}
        onChange={setComment}
        testId="production-request-comment"
      />
      <FormError error={error} />
      <HStack>
        <Button size="sm" loading={busy} onClick={() => void send()} data-testid="production-request-send">
          {t('production-request-send')}
        </Button>
      </HStack>
    </Panel>
  );
}
