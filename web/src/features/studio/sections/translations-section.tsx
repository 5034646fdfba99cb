import {
  Badge,
  Box,
  Button,
  Fieldset,
  HStack,
  Link,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { VideoTranslationsView, VideoTranslationView } from '#shared/api';
import { formatLongDate } from '#shared/domain/format';
import type { UiLanguage } from '#shared/domain/languages';
import { MAX_TRANSLATION_LANGUAGES } from '#shared/domain/video-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyNote } from '../../../components/empty-note';
import { FormError, LabelledCheckbox } from '../../../components/form-bits';
import { ListTable } from '../../../components/list-table';
import { Loading } from '../../../components/loading';
import { notify } from '../../../components/notices';
import { refusalMessage } from '../../../lib/refusal-message';
import { languageLabel } from '../../../lib/select-options';
import { taskPath } from '../../../lib/task-paths';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import {
  deleteTranslation,
  requestTranslation,
  setTranslationPublished,
  useVideoTranslations,
} from '../api/translations';
import { HeadedSection } from '../components/headed-section';
import type { StudioSectionProps } from '../model/sections';
import {
  languageChoices,
  requestedLanguages,
  requestFormError,
  toggleLanguage,
  TRANSLATION_STATUS_COLORS,
  translationButtons,
  translationRequestPayload,
  translationStatusKey,
  type TranslationAction,
} from '../model/translations';

/**
 * Section `translations` (spec 2 §2 translation area; issue 14): the editor asks for translations of the
 * video's latest version into the organization's languages (each runs the video-translation machine:
 * a machine translator, or a person's task where none exists, then approval and review), follows each
 * one's status (read again every 5 s while one is getting processed), publishes or unpublishes a
 * completed one and deletes one behind the confirmation checkbox. Off for the channel: it says so.
 */
export function TranslationsSection({ video }: StudioSectionProps) {
  const { t } = useTranslation();
  const translations = useVideoTranslations(video.id);
  const [deleting, setDeleting] = useState<VideoTranslationView | null>(null);

  if (translations.error) {
    return (
      <Text role="alert">
        {translations.error.status === 403 ? t('admin-no-access') : t('error-generic')}
      </Text>
    );
  }
  if (!translations.data) return <Loading />;
  const view = translations.data;
  const reload = () => translations.mutate();

  return (
    <Stack gap="6" maxW="5xl" data-testid="studio-translations">
      <Text color="fg.muted">{t('translations-intro')}</Text>
      {view.featureOn ? (
        <RequestForm view={view} videoId={video.id} lastVersion={video.lastVersion} onRequested={reload} />
      ) : (
        <Text data-testid="translations-feature-off">{t('translations-feature-off')}</Text>
      )}
      <HeadedSection headingId="translations-list-heading" heading={t('translations-list')} gap="2">
        {view.translations.length === 0 ? (
          <EmptyNote testId="translations-empty">{t('translations-empty')}</EmptyNote>
        ) : (
          <TranslationsTable
            videoId={video.id}
            translations={view.translations}
            onChanged={reload}
            onDelete={setDeleting}
          />
        )}
      </HeadedSection>
      {deleting ? (
        <ConfirmDialog
          title={t('translations-delete-title', { language: languageLabel(deleting.language) })}
          text={t('translations-delete-text', { language: languageLabel(deleting.language) })}
          confirmLabel={t('translations-delete-confirm')}
          actionLabel={t('translations-delete')}
          testId="translation-delete-dialog"
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteTranslation(video.id, deleting.language);
            notify.success(t('translations-deleted', { language: languageLabel(deleting.language) }));
            await reload();
          }}
        />
      ) : null}
    </Stack>
  );
}

/** The request: the target languages as checkboxes (at most MAX_TRANSLATION_LANGUAGES), then the button. */
function RequestForm({
  view,
  videoId,
  lastVersion,
  onRequested,
}: {
  view: VideoTranslationsView;
  videoId: string;
  lastVersion: number;
  onRequested: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<UiLanguage[]>([]);
  const submit = useDialogSubmit();

  const send = () => {
    const languages = requestedLanguages(view, chosen);
    const error = requestFormError(languages);
    if (error) return submit.setError(t(error, { max: MAX_TRANSLATION_LANGUAGES }));
    void submit.run(async () => {
      await requestTranslation(translationRequestPayload(videoId, lastVersion, languages));
      setChosen([]);
      notify.success(t('translations-requested', { languages: languages.map(languageLabel).join(', ') }));
      await onRequested();
    });
  };

  return (
    <HeadedSection headingId="translations-request-heading" heading={t('translations-request')} gap="3">
      {view.targetLanguages.length === 0 ? (
        <EmptyNote testId="translations-no-targets">{t('translations-no-targets')}</EmptyNote>
      ) : (
        <Stack
          as="form"
          gap="4"
          data-testid="translation-request-form"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <Fieldset.Root>
            <Fieldset.Legend>{t('translations-languages')}</Fieldset.Legend>
            <Fieldset.HelperText>
              {t('translations-languages-help', { max: MAX_TRANSLATION_LANGUAGES, version: lastVersion })}
            </Fieldset.HelperText>
            <Stack gap="2" mt="2">
              {languageChoices(view, chosen).map(({ language, checked, disabledBecause }) => (
                <LabelledCheckbox
                  key={language}
                  checked={checked}
                  disabled={disabledBecause !== null}
                  onChange={(on) => {
                    submit.setError(null);
                    setChosen((current) => toggleLanguage(current, language, on));
                  }}
                >
                  {disabledBecause === 'running'
                    ? t('translations-language-running', { language: languageLabel(language) })
                    : languageLabel(language)}
                </LabelledCheckbox>
              ))}
            </Stack>
          </Fieldset.Root>
          <FormError error={submit.error} />
          <HStack>
            <Button type="submit" loading={submit.busy} data-testid="translation-request">
              {t('translations-request-submit')}
            </Button>
          </HStack>
        </Stack>
      )}
    </HeadedSection>
  );
}

const ACTION_LABEL: Record<TranslationAction, string> = {
  publish: 'translations-publish',
  unpublish: 'translations-unpublish',
  delete: 'translations-delete',
};

/** One row per translation: its language, status, kind, requester, last change, publication and actions. */
function TranslationsTable({
  videoId,
  translations,
  onChanged,
  onDelete,
}: {
  videoId: string;
  translations: readonly VideoTranslationView[];
  onChanged: () => Promise<unknown>;
  onDelete: (translation: VideoTranslationView) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const reasonBase = useId();

  const publish = async (translation: VideoTranslationView, on: boolean) => {
    const language = languageLabel(translation.language);
    setBusy(translation.language);
    try {
      await setTranslationPublished(videoId, translation.language, on);
      notify.success(t(on ? 'translations-published' : 'translations-unpublished', { language }));
    } catch (error) {
      notify.error(refusalMessage(error, t('error-generic')));
    } finally {
      await onChanged();
      setBusy(null);
    }
  };
  const run = (translation: VideoTranslationView, action: TranslationAction) =>
    action === 'delete' ? onDelete(translation) : void publish(translation, action === 'publish');

  return (
    <ListTable
      caption={t('translations-list')}
      testId="translation-list"
      columns={[
        { label: t('translations-col-language') },
        { label: t('translations-col-status') },
        { label: t('translations-col-kind') },
        { label: t('translations-col-requested-by') },
        { label: t('translations-col-updated') },
        { label: t('translations-col-published') },
        { label: t('translations-col-actions') },
      ]}
    >
      <Table.Body>
        {translations.map((translation) => {
          const language = languageLabel(translation.language);
          return (
            <Table.Row
              key={translation.language}
              data-testid="translation-row"
              data-language={translation.language}
            >
              <Table.Cell>
                <Text fontWeight="medium" data-testid="translation-language">
                  {language}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {t('translations-version', { version: translation.version })}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Stack gap="1" align="start">
                  <Badge
                    colorPalette={TRANSLATION_STATUS_COLORS[translation.status]}
                    data-testid="translation-status"
                    data-status={translation.status}
                  >
                    {t(translationStatusKey(translation.status))}
                  </Badge>
                  {translation.reason ? (
                    <Text textStyle="xs" color="fg.muted" data-testid="translation-reason">
                      {translation.reason}
                    </Text>
                  ) : null}
                  {translation.taskId ? (
                    <Link asChild textStyle="sm">
                      <RouterLink to={taskPath(translation.taskId)} data-testid="translation-task">
                        {t('translations-open-task')}
                        <VisuallyHidden>{` ${language}`}</VisuallyHidden>
                      </RouterLink>
                    </Link>
                  ) : null}
                </Stack>
              </Table.Cell>
              <Table.Cell>
                {t(translation.machine ? 'translations-machine' : 'translations-human')}
              </Table.Cell>
              <Table.Cell>{translation.requestedBy}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatLongDate(translation.updatedAt)}</Table.Cell>
              <Table.Cell data-testid="translation-published">
                {t(translation.published ? 'translations-published-yes' : 'translations-published-no')}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2" wrap="wrap">
                  {translationButtons(translation).map(({ action, disabledBecause }) => {
                    const reasonId = `${reasonBase}-${translation.language}-${action}`;
                    const reason = disabledBecause
                      ? action === 'delete'
                        ? t('translations-delete-processing')
                        : t('translations-publish-processing')
                      : null;
                    return (
                      <Box as="span" key={action} title={reason ?? undefined}>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette={action === 'delete' ? 'red' : undefined}
                          disabled={reason !== null || busy === translation.language}
                          loading={action !== 'delete' && busy === translation.language}
                          aria-describedby={reason ? reasonId : undefined}
                          onClick={() => run(translation, action)}
                          data-testid={`translation-${action}`}
                        >
                          {t(ACTION_LABEL[action])}
                          <VisuallyHidden>{` ${language}`}</VisuallyHidden>
                        </Button>
                        {reason ? <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden> : null}
                      </Box>
                    );
                  })}
                </HStack>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </ListTable>
  );
}
