import { Alert, Button, Field, HStack, Input, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuCopy } from 'react-icons/lu';
import type { VideoPage } from '#shared/api';
import { ApiError } from '../lib/api-client';
import { useEnvironment, useTenant } from '../lib/app-context';
import { embedLinks, subtitleLanguageChoices, tenantOrigin } from '../lib/embed-links';
import { setPublicEmbed } from '../lib/public-embed';
import { languageOptions } from '../lib/select-options';
import { NOTICE_DURATIONS } from './notices';
import { SelectField } from './select-field';

type LinkId = 'sharing' | 'embed' | 'iframe';

/** What the sharing parts read of the video (GET /videos/{humanId}). */
export type SharedVideo = Pick<
  VideoPage,
  'id' | 'name' | 'lastVersion' | 'masterLanguage' | 'renditions' | 'subtitleLanguages' | 'embed'
>;

/**
 * What "Embed & share" offers (the video page's dialog, the studio's embed-codes section): the switch of
 * the video's publicEmbed (PUT /videoCommand updateGeneral, spec 1 §1 "Anonymous visitors can watch
 * public shared or embedded videos, but only when the video's publicEmbed flag is true") and its public
 * addresses (spec 1 §2 /sharing/{key}, /embed/{key}?subTitleLang, /sharing/embed/{key} as an `<iframe>`)
 * on the tenant's own web address, each with Copy. `embed` is what GET /videos/{humanId} answers only to
 * those who may change the video; `onChanged` reads it again after a switch.
 */
export function EmbedSharePanel({
  video,
  embed,
  onChanged,
}: {
  video: Omit<SharedVideo, 'embed'>;
  embed: NonNullable<VideoPage['embed']>;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { site } = useEnvironment();
  const { organization } = useTenant();
  // The command's answer until the refetched video (the truth afterwards) arrives.
  const [answered, setAnswered] = useState<NonNullable<VideoPage['embed']> | null>(null);
  const publicEmbed = answered?.publicEmbed ?? embed.publicEmbed;
  const embedKey = answered?.embedKey ?? embed.embedKey;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [subtitleLanguage, setSubtitleLanguage] = useState('');
  const [copied, setCopied] = useState<LinkId | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const toggle = async (next: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await setPublicEmbed(video, next);
      setAnswered({ publicEmbed: next, embedKey: answer.embedKey ?? embedKey });
      await onChanged();
      setAnswered(null);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.issues[0]?.message ?? failure.body.message)
          : t('error-generic'),
      );
    } finally {
      setBusy(false);
    }
  };

  const copy = async (id: LinkId, text: string) => {
    setCopyFailed(false);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setCopied(id);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(null), NOTICE_DURATIONS.copied);
    } catch {
      setCopied(null);
      setCopyFailed(true);
    }
  };

  const origin = tenantOrigin(window.location, site, organization.domain);
  const links = embedKey
    ? embedLinks(origin, embedKey, { subtitleLanguage: subtitleLanguage || null, title: video.name })
    : null;
  const languages = subtitleLanguageChoices(video);

  const copyButton = (id: LinkId, text: string) => (
    <Button
      size="sm"
      variant="outline"
      flexShrink={0}
      onClick={() => void copy(id, text)}
      data-testid={`embed-share-copy-${id}`}
    >
      {copied === id ? <LuCheck aria-hidden /> : <LuCopy aria-hidden />}
      {copied === id ? t('embed-share-copied') : t('embed-share-copy')}
    </Button>
  );

  return (
    <Stack gap="5" data-testid="embed-share-panel">
      <Stack gap="1">
        <Switch.Root
          checked={publicEmbed}
          disabled={busy}
          onCheckedChange={(e) => void toggle(e.checked)}
          data-testid="embed-share-public"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('embed-share-public')}</Switch.Label>
        </Switch.Root>
        <Text color="fg.muted" textStyle="sm">
          {t('embed-share-public-help')}
        </Text>
      </Stack>
      {error && (
        <Alert.Root status="error" data-testid="embed-share-error">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      )}
      <Text role="status" textStyle="sm" data-testid="embed-share-state">
        {publicEmbed
          ? t('embed-share-on')
          : links
            ? t('embed-share-off-with-links')
            : t('embed-share-no-links')}
      </Text>
      {links && (
        <Stack gap="4">
          {(['sharing', 'embed'] as const).map((kind) => (
            <Field.Root key={kind}>
              <Field.Label>{t(`embed-share-${kind}-link`)}</Field.Label>
              <HStack width="full">
                <Input readOnly value={links[kind]} data-testid={`embed-share-${kind}`} />
                {copyButton(kind, links[kind])}
              </HStack>
            </Field.Root>
          ))}
          <SelectField
            label={t('embed-share-subtitles')}
            size="sm"
            maxW="xs"
            value={subtitleLanguage}
            onChange={setSubtitleLanguage}
            testId="embed-share-subtitle-language"
            placeholder={{ label: t('embed-share-no-subtitles') }}
            options={languageOptions(languages)}
          />
          <Field.Root>
            <Field.Label>{t('embed-share-iframe')}</Field.Label>
            <HStack width="full" alignItems="flex-start">
              <Textarea
                readOnly
                value={links.iframe}
                rows={3}
                fontFamily="mono"
                textStyle="xs"
                data-testid="embed-share-iframe"
              />
              {copyButton('iframe', links.iframe)}
            </HStack>
          </Field.Root>
        </Stack>
      )}
      {copyFailed && (
        <Text role="alert" color="fg.error" textStyle="sm" data-testid="embed-share-copy-failed">
          {t('embed-share-copy-failed')}
        </Text>
      )}
    </Stack>
  );
}
