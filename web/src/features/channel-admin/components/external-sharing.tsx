import { Button, Field, Input, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChannelDetail } from '#shared/api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form-bits';
import { RowDangerButton } from '../../../components/row-danger-button';
import { SharedWithTable } from '../../../components/shared-with-table';
import { TitledSection } from '../../../components/titled-section';
import { notify } from '../../../components/notices';
import { useAdminPermission } from '../../../lib/use-admin-permission';
import { useLocalList } from '../../../lib/use-local-list';
import { usePanelCommands } from '../../../lib/use-panel-commands';
import { useChannelAdminCommand } from '../api/channel-admin';
import { SHARED_WITH_LIST, isDomain, normalizedDomain, parseDomainList } from '../model/external-share';

/**
 * External sharing of a company channel (spec 2 §3, §5, §7): the switch and the allowed domains (its
 * managers), and the organizations it is shared with (organization admins share by domain and stop it).
 */
export function ExternalSharing({ channel }: { channel: ChannelDetail }) {
  const { t } = useTranslation();
  const isOrgAdmin = useAdminPermission('updateOrganization');
  const run = useChannelAdminCommand();
  const enabled = channel.isChannelExternalShareEnabled ?? false;
  const [domainsText, setDomainsText] = useState((channel.externalShareAllowedDomains ?? []).join(', '));
  const [domain, setDomain] = useState('');
  const { busy, error, act } = usePanelCommands();
  const sharedWith = useLocalList(channel.sharedWith, SHARED_WITH_LIST);
  /** The organization whose share the confirmation dialog is about to stop. */
  const [unsharing, setUnsharing] = useState<string | null>(null);

  const domains = parseDomainList(domainsText);
  const saveDomains = (event: FormEvent) => {
    event.preventDefault();
    if (domains === null) return;
    void act(
      'domains',
      () =>
        run({
          type: 'onUpdateExternalShareDomains',
          payload: { channelId: channel.id, externalShareAllowedDomains: domains },
        }),
      t('channel-admin-share-domains-saved'),
    );
  };
  const share = (event: FormEvent) => {
    event.preventDefault();
    if (!isDomain(domain)) return;
    void act(
      'share',
      () =>
        run({ type: 'shareChannel', payload: { channelId: channel.id, domain: normalizedDomain(domain) } }),
      t('channel-admin-shared', { domain: normalizedDomain(domain) }),
    ).then((ok) => ok && setDomain(''));
  };

  return (
    <TitledSection
      id="channel-sharing-heading"
      title={t('channel-admin-sharing')}
      size="lg"
      gap="4"
      testId="channel-sharing"
    >
      <Switch.Root
        checked={enabled}
        disabled={busy !== null || channel.isPrivate}
        onCheckedChange={(d) =>
          void act(
            'setting',
            () =>
              run({
                type: 'onUpdateExternalShareShareSetting',
                payload: { channelId: channel.id, isChannelExternalShareEnabled: d.checked },
              }),
            d.checked ? t('channel-admin-sharing-on') : t('channel-admin-sharing-off'),
          )
        }
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{t('channel-admin-sharing-enabled')}</Switch.Label>
      </Switch.Root>
      {channel.isPrivate ? (
        <Text textStyle="sm" color="fg.muted">
          {t('channel-admin-private-hint')}
        </Text>
      ) : null}
      <DomainForm
        onSubmit={saveDomains}
        label={t('channel-admin-share-domains')}
        name="allowedDomains"
        value={domainsText}
        onChange={setDomainsText}
        hint={t('channel-admin-share-domains-hint')}
        invalid={domains === null}
        submitLabel={t('channel-admin-share-domains-save')}
        busy={busy === 'domains'}
      />
      <Stack gap="2">
        <Text fontWeight="medium">{t('channel-admin-shared-with')}</Text>
        <SharedWithTable
          list={sharedWith}
          testIdPrefix="channel-shared-with"
          caption={t('channel-admin-shared-with')}
          emptyText={t('channel-admin-shared-with-none')}
          columns={[{ label: t('list-col-organization'), sort: 'organization' }]}
          actionsHeader={<Text srOnly>{t('channel-admin-actions')}</Text>}
        >
          {(orgIds) =>
            orgIds.map((orgId) => (
              <Table.Row key={orgId}>
                <Table.Cell>{orgId}</Table.Cell>
                <Table.Cell textAlign="end">
                  {isOrgAdmin ? (
                    <RowDangerButton
                      disabled={busy !== null}
                      aria-label={t('channel-admin-unshare-of', { name: orgId })}
                      onClick={() => setUnsharing(orgId)}
                    >
                      {t('channel-admin-unshare')}
                    </RowDangerButton>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))
          }
        </SharedWithTable>
      </Stack>
      {isOrgAdmin ? (
        <DomainForm
          onSubmit={share}
          testId="channel-share-form"
          label={t('channel-admin-share-with')}
          name="shareDomain"
          placeholder="globex"
          value={domain}
          onChange={setDomain}
          invalid={domain !== '' && !isDomain(domain)}
          submitLabel={t('channel-admin-share')}
          busy={busy === 'share'}
        />
      ) : null}
      <FormError error={error} />
      {unsharing !== null && (
        // Stopping a share cuts another organization off at once: behind the confirmation checkbox.
        <ConfirmDialog
          title={t('channel-admin-unshare-title', { name: unsharing })}
          text={t('channel-admin-unshare-text', { name: unsharing })}
          confirmLabel={t('channel-admin-unshare-confirm', { name: unsharing })}
          actionLabel={t('channel-admin-unshare')}
          onConfirm={async () => {
            await run({ type: 'unshareChannel', payload: { channelId: channel.id, orgId: unsharing } });
            notify.success(t('channel-admin-unshared', { name: unsharing }));
          }}
          onClose={() => setUnsharing(null)}
          testId="channel-unshare-dialog"
        />
      )}
    </TitledSection>
  );
}

/** One field of domains and its button (the allowed domains; the domain to share with). */
function DomainForm({
  onSubmit,
  testId,
  label,
  name,
  placeholder,
  value,
  onChange,
  hint,
  invalid,
  submitLabel,
  busy,
}: {
  onSubmit: (event: FormEvent) => void;
  testId?: string;
  label: string;
  name: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  invalid: boolean;
  submitLabel: string;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack asChild gap="2">
      <form onSubmit={onSubmit} noValidate data-testid={testId}>
        <Field.Root invalid={invalid}>
          <Field.Label>{label}</Field.Label>
          <Input
            name={name}
            placeholder={placeholder}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
          {hint && <Field.HelperText>{hint}</Field.HelperText>}
          <Field.ErrorText>{t('channel-admin-share-domain-invalid')}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" size="sm" variant="outline" alignSelf="flex-start" loading={busy}>
          {submitLabel}
        </Button>
      </form>
    </Stack>
  );
}
