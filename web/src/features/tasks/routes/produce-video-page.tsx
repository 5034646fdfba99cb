import { Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { productionOrderSchema } from '#shared/api/endpoints/production-orders';
import {
  PRODUCTION_BRIEF_MAX,
  PRODUCTION_VARIANTS,
  PRODUCTION_VIDEO_TYPES,
} from '#shared/domain/production-order';
import { ChannelSelectField } from '../../../components/channel-select-field';
import { FormError } from '../../../components/form-bits';
import { notify } from '../../../components/notices';
import { SelectField } from '../../../components/select-field';
import { TextAreaField, TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { useTenant } from '../../../lib/app-context';
import { newVideoDefaultLanguage, newVideoLanguages } from '../../../lib/organization-languages';
import { languageOptions, valueOptions } from '../../../lib/select-options';
import { orderVideo, useOrderChannels } from '../api/production-orders';
import { productionFieldErrors, type ProductionFieldErrors } from '../model/production-order';
import { BackToTasks, TaskScreen } from '../components/task-screen';
import { Loading } from '../../../components/loading';

interface OrderForm {
  title: string;
  videoType: string;
  variant: string;
  channelId: string;
  language: string;
  brief: string;
}

/**
 * /produce-video (issue 13, spec 2 §4 video production orders): a member who may add videos to a
 * channel orders one from the operator's production team: its title, kind, variant, channel, master
 * language and brief. The order's steps then appear as tasks (/tasks).
 */
export function ProduceVideoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tenant = useTenant();
  const channels = useOrderChannels();
  const languages = newVideoLanguages(tenant.organization);
  const [form, setForm] = useState<OrderForm>(() => ({
    title: '',
    videoType: '',
    variant: '',
    channelId: '',
    language: newVideoDefaultLanguage(tenant.organization),
    brief: '',
  }));
  const [errors, setErrors] = useState<ProductionFieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const channelId = form.channelId || channels.data?.[0]?.id || '';
  const set = (key: keyof OrderForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      title: form.title,
      videoType: form.videoType,
      variant: form.variant || null,
      channelId,
      language: form.language,
      brief: form.brief,
    };
    const parsed = productionOrderSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(
        productionFieldErrors(
          parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        ),
      );
      setError(null);
      return;
    }
    setErrors({});
    setError(null);
    setBusy(true);
    try {
      await orderVideo(parsed.data);
      notify.success(t('production-ordered'));
      void navigate('/tasks');
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? productionFieldErrors(failure.issues) : {};
      setErrors(fieldErrors);
      setError(Object.keys(fieldErrors).length > 0 ? null : (failure as Error).message || t('error-generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <TaskScreen testId="produce-video-page" maxW="960px">
      <BackToTasks />
      <Heading as="h1" size="lg">
        {t('production-order-page-title')}
      </Heading>
      <Text color="fg.muted">{t('production-order-intro')}</Text>
      {channels.isLoading ? (
        <Loading />
      ) : channels.data && channels.data.length === 0 ? (
        <Text role="alert" data-testid="production-no-channels">
          {t('production-no-channels')}
        </Text>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} data-testid="production-order-form">
          <Stack gap="4">
            <TextField
              name="title"
              label={t('production-field-title')}
              value={form.title}
              onChange={set('title')}
              error={errors.title}
              testId="production-order-title"
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <SelectField
                name="videoType"
                label={t('production-field-type')}
                testId="production-order-type"
                required
                requiredIndicator
                value={form.videoType}
                onChange={set('videoType')}
                placeholder={{ label: t('production-choose-type') }}
                options={valueOptions(PRODUCTION_VIDEO_TYPES, (type) => t(`production-type-${type}`))}
                error={errors.videoType}
              />
              <SelectField
                name="variant"
                label={t('production-field-variant')}
                testId="production-order-variant"
                value={form.variant}
                onChange={set('variant')}
                placeholder={{ label: t('production-variant-none') }}
                options={valueOptions(PRODUCTION_VARIANTS, (variant) => t(`production-variant-${variant}`))}
                error={errors.variant}
              />
              <ChannelSelectField
                label={t('production-field-channel')}
                testId="production-order-channel"
                channels={channels.data}
                value={channelId}
                onChange={set('channelId')}
                error={errors.channelId ?? (channels.error ? channels.error.message : undefined)}
              />
              <SelectField
                name="language"
                label={t('production-field-language')}
                testId="production-order-language"
                value={form.language}
                onChange={set('language')}
                options={languageOptions(languages)}
                error={errors.language}
              />
            </SimpleGrid>
            <TextAreaField
              name="brief"
              label={t('production-field-brief')}
              rows={6}
              maxLength={PRODUCTION_BRIEF_MAX}
              value={form.brief}
              onChange={set('brief')}
              helper={t('production-brief-hint')}
              error={errors.brief}
              testId="production-order-brief"
            />
            <FormError error={error} />
            <HStack>
              <Button type="submit" loading={busy} data-testid="production-order-submit">
                {t('production-submit')}
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    </TaskScreen>
  );
}
