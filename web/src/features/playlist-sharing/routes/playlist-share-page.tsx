import {
  Alert,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { PlaylistShares } from '#shared/api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form-bits';
import { RowDangerButton } from '../../../components/row-danger-button';
import { SharedWithTable } from '../../../components/shared-with-table';
import { TitledSection } from '../../../components/titled-section';
import { notify } from '../../../components/notices';
import { useLocalList } from '../../../lib/use-local-list';
import { usePanelCommands } from '../../../lib/use-panel-commands';
import { usePlaylistShareCommand, usePlaylistShares } from '../api/playlist-sharing';
import { SHARES_LIST, domainAllowed, parsedDomain, shareBlock } from '../model/share-playlist';

const enc = encodeURIComponent;

/**
 * /channel/{channelId}/playlist/{trackId}/share and /playlist/edit/{trackId}/share (spec 2 §2): where a
 * playlist is shared, sharing it with another organization by its domain and stopping a share. The
 * playlist's editors see it; organization admins change it (the channel-sharing rule).
 */
export function PlaylistSharePage() {
  const { t } = useTranslation();
  const { trackId = '' } = useParams();
  const shares = usePlaylistShares(trackId);

  if (shares.error) {
    const status = shares.error.status;
    return (
      <Alert.Root status={status === 403 ? 'warning' : 'error'} data-testid="playlist-share-error">
        <Alert.Indicator />
        <Alert.Title>
          {status === 403
            ? t('admin-no-access')
            : status === 404
              ? t('playlist-share-not-found')
              : t('error-generic')}
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (!shares.data) return <Skeleton height="40" aria-hidden />;
  return <SharePanel data={shares.data} />;
}

function SharePanel({ data }: { data: PlaylistShares }) {
  const { t, i18n } = useTranslation();
  const run = usePlaylistShareCommand();
  const [domain, setDomain] = useState('');
  const { busy, error, act } = usePanelCommands();
  /** The share the confirmation dialog is about to stop. */
  const [stopping, setStopping] = useState<PlaylistShares['shares'][number] | null>(null);
  const block = shareBlock(data);
  const parsed = parsedDomain(domain);
  const allowed = data.externalShareAllowedDomains;
  const shares = useLocalList(data.shares, SHARES_LIST);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const share = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed) return;
    void act(
      'share',
      () => run({ type: 'sharePlaylist', payload: { trackId: data.trackId, domain: parsed } }),
      t('playlist-share-done', { name: parsed }),
    ).then((ok) => ok && setDomain(''));
  };

  return (
    <Stack gap="8" maxW="720px" data-testid="playlist-share-page">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('playlist-share-title', { name: data.name })}
        </Heading>
        <Text color="fg.muted">{t('playlist-share-intro', { channel: data.channelName })}</Text>
        <HStack gap="4" wrap="wrap">
          <Link asChild>
            <RouterLink to={`/playlist/edit/${enc(data.trackId)}`}>{t('playlist-share-back')}</RouterLink>
          </Link>
          <Link asChild>
            <RouterLink to={`/channel/access-control/${enc(data.channelId)}`}>
              {t('playlist-share-channel-settings')}
            </RouterLink>
          </Link>
        </HStack>
      </Stack>

      {block ? (
        <Alert.Root status="info" data-testid="playlist-share-blocked">
          <Alert.Indicator />
          <Alert.Title>
            {block === 'private' ? t('playlist-share-rule-private') : t('playlist-share-rule-off')}
          </Alert.Title>
        </Alert.Root>
      ) : allowed.length > 0 ? (
        <Text data-testid="playlist-share-allowed">
          {t('playlist-share-rule-domains', { domains: allowed.join(', ') })}
        </Text>
      ) : null}

      <TitledSection id="playlist-shared-with" title={t('playlist-share-shared-with')} size="lg" gap="3">
        <SharedWithTable
          list={shares}
          testIdPrefix="playlist-shared-with"
          caption={t('playlist-share-shared-with')}
          emptyText={t('playlist-share-none')}
          columns={[
            { label: t('list-col-organization'), sort: 'name' },
            { label: t('list-col-domain'), sort: 'domain' },
            { label: t('list-col-shared-at'), sort: 'sharedAt' },
          ]}
          actionsHeader={<VisuallyHidden>{t('list-col-actions')}</VisuallyHidden>}
        >
          {(rows) =>
            rows.map((s) => (
              <Table.Row key={s.orgId} data-testid="playlist-shared-with-item">
                <Table.Cell>{s.name}</Table.Cell>
                <Table.Cell>{s.domain}</Table.Cell>
                <Table.Cell>{dates.format(new Date(s.sharedAt))}</Table.Cell>
                <Table.Cell textAlign="end">
                  {data.canShare ? (
                    <RowDangerButton disabled={busy !== null} onClick={() => setStopping(s)}>
                      {t('playlist-share-stop')}
                      <VisuallyHidden>: {s.name}</VisuallyHidden>
                    </RowDangerButton>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))
          }
        </SharedWithTable>
      </TitledSection>

      {data.canShare ? (
        <Stack asChild gap="2">
          <form onSubmit={share} noValidate data-testid="playlist-share-form">
            <Field.Root invalid={domain !== '' && (!parsed || !domainAllowed(allowed, parsed))}>
              <Field.Label>{t('playlist-share-domain')}</Field.Label>
              <Input
                name="shareDomain"
                placeholder="globex"
                autoComplete="off"
                value={domain}
                onChange={(e) => setDomain(e.target.value)}
              />
              <Field.HelperText>{t('playlist-share-domain-hint')}</Field.HelperText>
              <Field.ErrorText>
                {parsed
                  ? t('playlist-share-rule-domains', { domains: allowed.join(', ') })
                  : t('playlist-share-domain-invalid')}
              </Field.ErrorText>
            </Field.Root>
            <Button
              type="submit"
              size="sm"
              alignSelf="flex-start"
              loading={busy === 'share'}
              disabled={block !== null}
            >
              {t('playlist-share-submit')}
            </Button>
          </form>
        </Stack>
      ) : (
        <Text color="fg.muted" data-testid="playlist-share-admins-only">
          {t('playlist-share-admins-only')}
        </Text>
      )}
      <FormError error={error} />
      {stopping && (
        // Stopping a share cuts another organization off at once: behind the confirmation checkbox.
        <ConfirmDialog
          title={t('playlist-share-stop-title', { name: stopping.name })}
          text={t('playlist-share-stop-text', { name: stopping.name })}
          confirmLabel={t('playlist-share-stop-confirm', { name: stopping.name })}
          actionLabel={t('playlist-share-stop')}
          onConfirm={async () => {
            await run({ type: 'unsharePlaylist', payload: { trackId: data.trackId, orgId: stopping.orgId } });
            notify.success(t('playlist-share-stopped', { name: stopping.name }));
          }}
          onClose={() => setStopping(null)}
          testId="playlist-unshare-dialog"
        />
      )}
    </Stack>
  );
}
