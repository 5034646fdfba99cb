import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  Grid,
  Heading,
  HStack,
  Input,
  Link,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { TRACK_TRANSLATION_NAME_MAX, type TrackEdit } from '#shared/api';
import { TRACK_DESCRIPTION_MAX } from '#shared/domain/tracks-admin';
import { FieldsetStack, FormError } from '../../../components/form-bits';
import { notify } from '../../../components/notices';
import { languageLabel } from '../../../lib/select-options';
import { useTrack, useTrackCommand } from '../api/tracks-admin';
import { commandErrorText, TrackPage, TrackReadErrorPage } from '../components/track-page';
import {
  changeDraft,
  hasTranslationErrors,
  translationDrafts,
  translationErrors,
  translationsPayload,
  type TranslationDraft,
  type TranslationErrors,
} from '../model/track-translations';

const enc = encodeURIComponent;

/**
 * /playlist/edit/{trackId}/translations (issue 14): the playlist's name and description in each of the
 * organization's languages but the master, one card per language beside the original; saved all at
 * once (a language whose name is empty has no translation). The track read is its editors' (others see
 * why they may not), so whoever reaches the form may save it.
 */
export function PlaylistTranslationsRoute() {
  const { t } = useTranslation();
  const { trackId = '' } = useParams();
  const track = useTrack(trackId);
  const title = track.data
    ? t('tracks-admin-translations-title', { name: track.data.name })
    : t('tracks-admin-translations-link');
  if (track.error)
    return <TrackReadErrorPage title={title} testId="track-translations-page" error={track.error} />;
  if (!track.data) return <Skeleton height="40" aria-hidden />;
  const data = track.data;
  return (
    <TrackPage
      title={title}
      intro={t('tracks-admin-translations-intro', { language: languageLabel(data.masterLanguage) })}
      testId="track-translations-page"
    >
      <Stack gap="6">
        <Link asChild alignSelf="flex-start">
          <RouterLink to={`/playlist/edit/${enc(data.id)}`}>{t('tracks-admin-back-to-track')}</RouterLink>
        </Link>
        {data.translationLanguages.length === 0 ? (
          <Alert.Root status="info" data-testid="track-translations-none">
            <Alert.Indicator />
            <Alert.Title>{t('tracks-admin-translations-none')}</Alert.Title>
          </Alert.Root>
        ) : (
          <TranslationsForm key={data.id} track={data} />
        )}
      </Stack>
    </TrackPage>
  );
}

function TranslationsForm({ track }: { track: TrackEdit }) {
  const { t } = useTranslation();
  const command = useTrackCommand();
  const [drafts, setDrafts] = useState(() => translationDrafts(track));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = translationErrors(drafts);
  const shown: TranslationErrors = tried ? errors : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (hasTranslationErrors(errors)) return;
    setBusy(true);
    setError(null);
    try {
      await command({
        type: 'saveTrackTranslations',
        payload: { trackId: track.id, translations: translationsPayload(drafts) },
      });
      notify.success(t('tracks-admin-translations-saved'));
    } catch (failure) {
      setError(commandErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="track-translations-form">
      <FieldsetStack disabled={busy} gap="4">
        {drafts.map((draft) => (
          <LanguageCard
            key={draft.language}
            track={track}
            draft={draft}
            errors={shown[draft.language] ?? {}}
            onChange={(field, value) => setDrafts((d) => changeDraft(d, draft.language, field, value))}
          />
        ))}
        <FormError error={error} />
        <HStack>
          <Button type="submit" colorPalette="brand" loading={busy} data-testid="track-translations-save">
            {t('tracks-admin-translations-save')}
          </Button>
        </HStack>
      </FieldsetStack>
    </form>
  );
}

/** One language: its name as heading, the original beside for reference, then its name and description. */
function LanguageCard({
  track,
  draft,
  errors,
  onChange,
}: {
  track: Pick<TrackEdit, 'name' | 'description' | 'masterLanguage'>;
  draft: TranslationDraft;
  errors: TranslationErrors[string];
  onChange: (field: 'name' | 'description', value: string) => void;
}) {
  const { t } = useTranslation();
  const { language } = draft;
  const headingId = `track-translation-${language}`;
  const masterId = `track-translation-${language}-master`;
  const label = languageLabel(language);
  const change =
    (field: 'name' | 'description') => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(field, event.target.value);
  return (
    <Card.Root
      as="section"
      size="sm"
      aria-labelledby={headingId}
      data-testid="track-translation"
      data-language={language}
    >
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md" id={headingId} lang={language}>
            {label}
          </Heading>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '3', md: '4' }}>
            <Stack gap="1.5" minW="0">
              <Text id={masterId} textStyle="sm" fontWeight="medium">
                {t('tracks-admin-translations-master', { language: languageLabel(track.masterLanguage) })}
              </Text>
              <Box
                role="group"
                aria-labelledby={masterId}
                lang={track.masterLanguage}
                data-testid="track-translation-master"
                bg="bg.muted"
                borderRadius="l2"
                px="3"
                py="2"
                overflowWrap="anywhere"
              >
                <Text fontWeight="semibold">{track.name}</Text>
                {track.description ? (
                  <Text whiteSpace="pre-wrap" mt="1">
                    {track.description}
                  </Text>
                ) : null}
              </Box>
            </Stack>
            <Stack gap="3" minW="0">
              <Field.Root invalid={Boolean(errors.name)}>
                <Field.Label>{t('tracks-admin-translations-name-in', { language: label })}</Field.Label>
                <Input
                  name={`name-${language}`}
                  lang={language}
                  value={draft.name}
                  maxLength={TRACK_TRANSLATION_NAME_MAX + 50}
                  onChange={change('name')}
                  data-testid="track-translation-name"
                />
                <Field.HelperText>{t('tracks-admin-translations-name-help')}</Field.HelperText>
                {errors.name ? <Field.ErrorText>{t(errors.name)}</Field.ErrorText> : null}
              </Field.Root>
              <Field.Root invalid={Boolean(errors.description)}>
                <Field.Label>
                  {t('tracks-admin-translations-description-in', { language: label })}
                </Field.Label>
                <Textarea
                  name={`description-${language}`}
                  lang={language}
                  rows={4}
                  value={draft.description}
                  maxLength={TRACK_DESCRIPTION_MAX + 50}
                  onChange={change('description')}
                  data-testid="track-translation-description"
                />
                {errors.description ? <Field.ErrorText>{t(errors.description)}</Field.ErrorText> : null}
              </Field.Root>
            </Stack>
          </Grid>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
