import { Alert, Button, Heading, HStack, NativeSelect, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ChannelUser } from '#shared/api';
import { CHANNEL_ROLES } from '#shared/domain/channel-admin';
import { FormError } from '../../../components/form-bits';
import { LocalListTable } from '../../../components/local-list-table';
import { RowDangerButton } from '../../../components/row-danger-button';
import { notify } from '../../../components/notices';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { refusalMessage } from '../../../lib/refusal-message';
import { useLocalList } from '../../../lib/use-local-list';
import { useChannelAdminCommand, useChannelDetail, useChannelUsers } from '../api/channel-admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  CHANNEL_USER_LIST,
  ROLE_LABELS,
  emailProblem,
  holderLabel,
  type ChannelRole,
} from '../model/channel-roles';
import { ChannelAdminHeader, ChannelReadError, NoAccess } from '../components/channel-page-state';

const userLabel = holderLabel;

/**
 * /channel/{channelId}/users (spec 2 §2, §3 "Channel roles"): the channel's users and their roles; its
 * owners and admins add a user of the organization by e-mail, change a role or remove it. A private
 * channel takes no new users (spec 2 §5).
 */
export function ChannelUsersPage() {
  const { t } = useTranslation();
  const { channelId = '' } = useParams();
  const channel = useChannelDetail(channelId);
  const allowed = channel.data?.canUpdate === true && channel.data.sourceOrgId === channel.data.orgId;
  const users = useChannelUsers(allowed ? channelId : null);
  const run = useChannelAdminCommand();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ChannelRole>('contributor');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ChannelUser | null>(null);
  const list = useLocalList(users.data, CHANNEL_USER_LIST);
  const roleOptions = CHANNEL_ROLES.map((r) => ({ value: r, label: t(ROLE_LABELS[r]) }));

  if (channel.error) {
    return <ChannelReadError status={channel.error.status} />;
  }
  if (!channel.data) return <Skeleton height="40" aria-hidden />;
  const detail = channel.data;
  if (!allowed) {
    return <NoAccess />;
  }

  const problem = emailProblem(email);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem) return;
    setBusy(true);
    setError(null);
    try {
      await run({ type: 'addChannelUser', payload: { channelId, email: email.trim(), role } });
      notify.success(t('channel-admin-user-added'));
      setEmail('');
      setSubmitted(false);
    } catch (e) {
      setError(refusalMessage(e, t('error-generic')));
    } finally {
      setBusy(false);
    }
  };
  const changeRole = async (user: ChannelUser, next: ChannelRole) => {
    try {
      await run({ type: 'updateChannelUserRole', payload: { channelId, userId: user.userId, role: next } });
      notify.success(t('channel-admin-role-changed', { name: userLabel(user) }));
    } catch (e) {
      notify.error(e instanceof ApiError && e.message ? e.message : t('error-generic'));
    }
  };

  return (
    <Stack gap="6" maxW="4xl" data-testid="channel-users">
      <ChannelAdminHeader
        title={t('channel-admin-users-title', { name: detail.name })}
        intro={t('channel-admin-users-intro')}
      >
        <RouterLink to={`/channel/${detail.id}/home`}>{t('channel-admin-open-channel')}</RouterLink>
        <RouterLink to={`/channel/edit/${detail.id}`}>{t('channel-admin-edit')}</RouterLink>
        <RouterLink to={`/channel/${detail.id}/event-log`}>{t('channel-admin-event-log')}</RouterLink>
      </ChannelAdminHeader>

      {detail.isPrivate ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('channel-admin-private-no-users')}</Alert.Title>
        </Alert.Root>
      ) : (
        <Stack asChild gap="3">
          <form onSubmit={(e) => void add(e)} noValidate data-testid="channel-add-user">
            <Heading as="h2" size="md">
              {t('channel-admin-add-user')}
            </Heading>
            <HStack gap="3" align="flex-start" wrap="wrap">
              <TextField
                label={t('channel-admin-user-email')}
                name="email"
                type="email"
                autoComplete="off"
                value={email}
                onChange={setEmail}
                error={submitted && problem ? t(problem) : undefined}
                maxW="sm"
              />
              <SelectField
                label={t('channel-admin-role')}
                value={role}
                onChange={(v) => setRole(v as ChannelRole)}
                options={roleOptions}
                name="role"
                maxW="xs"
              />
              <Button type="submit" colorPalette="brand" loading={busy} mt="6">
                {t('channel-admin-add')}
              </Button>
            </HStack>
            <FormError error={error} />
          </form>
        </Stack>
      )}

      {users.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('error-generic')}</Alert.Title>
        </Alert.Root>
      ) : !users.data ? (
        <Skeleton height="24" aria-hidden />
      ) : (
        <LocalListTable
          list={list}
          testId="channel-users"
          empty={t('channel-admin-users-empty')}
          caption={t('channel-admin-users-title', { name: detail.name })}
          tableTestId="channel-users-table"
          columns={[
            { label: t('channel-admin-user-name'), sort: 'name' },
            { label: t('channel-admin-user-email'), sort: 'email' },
            { label: t('channel-admin-role'), sort: 'role' },
          ]}
          actionsHeader={<Text srOnly>{t('channel-admin-actions')}</Text>}
        >
          {(rows) =>
            rows.map((user) => (
              <Table.Row key={user.userId} data-testid="channel-user-row">
                <Table.Cell>{userLabel(user)}</Table.Cell>
                <Table.Cell>{user.email}</Table.Cell>
                <Table.Cell>
                  <NativeSelect.Root size="sm" maxW="xs">
                    <NativeSelect.Field
                      aria-label={t('channel-admin-role-of', { name: userLabel(user) })}
                      value={user.role}
                      onChange={(e) => void changeRole(user, e.currentTarget.value as ChannelRole)}
                    >
                      {roleOptions.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <RowDangerButton onClick={() => setRemoving(user)}>
                    {t('channel-admin-remove')}
                  </RowDangerButton>
                </Table.Cell>
              </Table.Row>
            ))
          }
        </LocalListTable>
      )}
      {removing ? (
        <ConfirmDialog
          title={t('channel-admin-remove-title', { name: userLabel(removing) })}
          text={t('channel-admin-remove-text', { name: userLabel(removing), channel: detail.name })}
          confirmLabel={t('channel-admin-remove-confirm')}
          actionLabel={t('channel-admin-remove')}
          testId="channel-remove-user-dialog"
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            run({ type: 'removeChannelUser', payload: { channelId, userId: removing.userId } })
          }
        />
      ) : null}
    </Stack>
  );
}
