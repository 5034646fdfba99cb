import { Alert, Button, HStack, Skeleton, Stack, Stat, Table, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MAIN_WALLET_ID } from '#shared/domain/wallet';
import { AdminPageFrame } from '../../../components/admin-page-frame';
import { EmptyNote } from '../../../components/empty-note';
import { FormError } from '../../../components/form-bits';
import { ListTable } from '../../../components/list-table';
import { SelectField } from '../../../components/select-field';
import { notify } from '../../../components/notices';
import { refusalMessage } from '../../../lib/refusal-message';
import { useCsvExport } from '../../../lib/use-csv-export';
import { useSession } from '../../../lib/session';
import {
  allWalletEntries,
  useNetworkOrganizations,
  useRefreshWallets,
  useWallet,
  walletCommand,
} from '../api/wallets';
import { TopUpDialog } from '../components/top-up-dialog';
import { creditsText, ledgerCsv, ledgerFileName } from '../model/wallet';

/**
 * /admin/service-consumption/wallet (issue 16; spec 2 §2, §9 "Wallet details show the latest 10
 * transactions"): the organization's main wallet, its balance and terms, the latest 10 transactions and
 * the whole ledger as CSV. The operator's staff choose the organization, open its wallet and top it up;
 * its master admins read their own. Anyone else reads why not. `?org=<orgId>` opens another organization's
 * wallet for the staff.
 */
export function WalletPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const ownOrgId = session.initData?.orgId ?? '';
  // The staff's choice of organization lives in the address (`?org=acme`): a link can open it directly.
  const [params, setParams] = useSearchParams();
  const chosenOrgId = session.isStaff ? params.get('org') : null;
  const setChosenOrgId = (id: string) => setParams({ org: id }, { replace: true });
  const orgId = chosenOrgId ?? ownOrgId;
  const organizations = useNetworkOrganizations(session.isStaff);
  const wallet = useWallet(MAIN_WALLET_ID, chosenOrgId);
  const refresh = useRefreshWallets();
  const [toppingUp, setToppingUp] = useState(false);
  const [opening, setOpening] = useState(false);
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const credits = (value: number) => creditsText(value, i18n.language);
  const csvExport = useCsvExport(async () => ({
    csv: ledgerCsv(await allWalletEntries(MAIN_WALLET_ID, chosenOrgId)),
    fileName: ledgerFileName(orgId, MAIN_WALLET_ID),
  }));

  const openWallet = async () => {
    setOpening(true);
    try {
      await walletCommand({ type: 'openWallet', payload: { orgId, walletId: MAIN_WALLET_ID } });
      await refresh();
    } catch (error) {
      notify.error(refusalMessage(error, t('error-generic')));
    } finally {
      setOpening(false);
    }
  };

  const data = wallet.data;
  return (
    <AdminPageFrame title={t('finance-wallet-title')} intro={t('finance-wallet-intro')} testId="wallet-page">
      <Stack gap="5">
        {session.isStaff && organizations.data && (
          <SelectField
            label={t('finance-wallet-organization')}
            name="organization"
            testId="wallet-organization"
            value={orgId}
            onChange={setChosenOrgId}
            options={organizations.data.map((o) => ({ value: o.orgId, label: o.name }))}
          />
        )}
        {wallet.error?.status === 403 ? (
          <Alert.Root status="warning" data-testid="wallet-no-access">
            <Alert.Indicator />
            <Alert.Title>{t('finance-wallet-no-access')}</Alert.Title>
          </Alert.Root>
        ) : wallet.error?.status === 404 ? (
          <Stack gap="3" align="flex-start">
            <EmptyNote testId="wallet-none">{t('finance-wallet-none')}</EmptyNote>
            {session.isStaff && (
              <Button onClick={() => void openWallet()} loading={opening} data-testid="wallet-open">
                {t('finance-wallet-open')}
              </Button>
            )}
          </Stack>
        ) : wallet.error ? (
          <FormError error={t('finance-wallet-load-failed')} />
        ) : !data ? (
          <Skeleton height="40" />
        ) : (
          <>
            <Wrap gap="8" data-testid="wallet-summary">
              {[
                {
                  testId: 'wallet-balance',
                  label: 'finance-wallet-balance',
                  value: credits(data.wallet.balance),
                },
                {
                  testId: 'wallet-deposit',
                  label: 'finance-wallet-deposit',
                  value: credits(data.wallet.capacityDeposit),
                },
                {
                  testId: 'wallet-overdraft',
                  label: 'finance-wallet-overdraft',
                  value: credits(data.wallet.overdraftLimit),
                },
                {
                  testId: 'wallet-expires',
                  label: 'finance-wallet-expires',
                  value: data.wallet.expiresAt
                    ? dateTime.format(new Date(data.wallet.expiresAt))
                    : t('finance-wallet-never'),
                },
              ].map((fact) => (
                <Stat.Root key={fact.testId} data-testid={fact.testId}>
                  <Stat.Label>{t(fact.label)}</Stat.Label>
                  <Stat.ValueText>{fact.value}</Stat.ValueText>
                </Stat.Root>
              ))}
            </Wrap>
            <HStack gap="3" wrap="wrap">
              {session.isStaff && (
                <Button onClick={() => setToppingUp(true)} data-testid="wallet-top-up">
                  {t('finance-top-up')}
                </Button>
              )}
              <Button
                variant="outline"
                onClick={() => void csvExport.start()}
                loading={csvExport.exporting}
                disabled={data.latest.length === 0}
                data-testid="wallet-export"
              >
                {t('finance-wallet-export')}
              </Button>
            </HStack>
            <FormError error={csvExport.failed ? t('users-export-failed') : null} />
            <Text fontWeight="semibold">{t('finance-wallet-latest')}</Text>
            {data.latest.length === 0 ? (
              <EmptyNote testId="wallet-latest-empty">{t('finance-wallet-latest-empty')}</EmptyNote>
            ) : (
              <ListTable
                caption={t('finance-wallet-latest')}
                testId="wallet-latest"
                columns={[
                  { label: t('finance-wallet-col-date') },
                  { label: t('finance-wallet-col-service') },
                  { label: t('finance-wallet-col-amount') },
                  { label: t('finance-wallet-col-reference') },
                ]}
              >
                <Table.Body>
                  {data.latest.map((entry) => (
                    <Table.Row key={entry.entryId} data-testid="wallet-entry" data-service={entry.service}>
                      <Table.Cell>{dateTime.format(new Date(entry.at))}</Table.Cell>
                      <Table.Cell>{t(`finance-service-${entry.service}`)}</Table.Cell>
                      <Table.Cell data-testid="wallet-entry-amount">{credits(entry.amount)}</Table.Cell>
                      <Table.Cell>{entry.description ?? entry.reference ?? '—'}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </ListTable>
            )}
            {toppingUp && (
              <TopUpDialog
                orgId={orgId}
                walletId={MAIN_WALLET_ID}
                walletName={data.wallet.name}
                onClose={() => setToppingUp(false)}
                onDone={() => {
                  setToppingUp(false);
                  notify.success(t('finance-top-up-done'));
                  void refresh();
                }}
              />
            )}
          </>
        )}
      </Stack>
    </AdminPageFrame>
  );
}
