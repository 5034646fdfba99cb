import { Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TrainingAdmin, TrainingPool } from '#shared/api';
import { useLocalList } from '../../../lib/use-local-list';
import { useTrainingCommand } from '../api/training-admin';
import { DeleteDialog } from '../components/delete-dialog';
import { NameDialog } from '../components/name-dialog';
import { AddButton, RowActions, TrainingListTable } from '../components/list-parts';
import { TrainingPage } from '../components/training-page';
import { useListDialogs } from '../components/use-list-dialogs';
import { poolFormErrors } from '../model/training-forms';
import { POOL_LIST } from '../model/training-lists';

/**
 * /admin/pools (issue 15; spec 2 §2): the participants of the organization's processes as process maps
 * draw them (a department, a partner), each holding lanes; add, edit and delete (confirmed; a pool with
 * lanes is refused, naming them).
 */
export function PoolsPage() {
  const { t } = useTranslation();
  return (
    <TrainingPage
      title={t('training-admin-pools')}
      intro={t('training-admin-pools-intro')}
      testId="training-pools-page"
    >
      {(data) => <Pools data={data} />}
    </TrainingPage>
  );
}

function Pools({ data }: { data: TrainingAdmin }) {
  const { t } = useTranslation();
  const run = useTrainingCommand();
  const list = useLocalList(data.pools, POOL_LIST);
  const { editing, deleting, openAdd, openEdit, closeEdit, openDelete, closeDelete } =
    useListDialogs<TrainingPool>();
  return (
    <Stack gap="4">
      <AddButton onClick={openAdd}>{t('training-admin-pool-add')}</AddButton>
      <TrainingListTable
        list={list}
        testId="training-pools"
        emptyText={t('training-admin-pools-empty')}
        caption={t('training-admin-pools')}
        tableTestId="training-pools-table"
        columns={[
          { label: t('training-admin-pool-name'), sort: 'name' },
          { label: t('training-admin-lanes'), sort: 'lanes' },
        ]}
      >
        {(rows) =>
          rows.map((pool) => (
            <Table.Row key={pool.poolId} data-testid="training-pool-row">
              <Table.Cell>{pool.name}</Table.Cell>
              <Table.Cell>{pool.lanes}</Table.Cell>
              <Table.Cell textAlign="end">
                <RowActions
                  name={pool.name}
                  onEdit={() => openEdit(pool)}
                  onDelete={() => openDelete(pool)}
                />
              </Table.Cell>
            </Table.Row>
          ))
        }
      </TrainingListTable>
      {editing && (
        <NameDialog
          title={editing.item ? t('training-admin-pool-edit') : t('training-admin-pool-add')}
          testId="training-pool-dialog"
          label={t('training-admin-pool-name')}
          name={editing.item?.name ?? ''}
          validate={poolFormErrors}
          onClose={closeEdit}
          onSave={(name) =>
            run(
              editing.item
                ? { type: 'updatePool', payload: { poolId: editing.item.poolId, name } }
                : { type: 'createPool', payload: { name } },
            )
          }
        />
      )}
      {deleting && (
        <DeleteDialog
          title={t('training-admin-pool-delete-title', { name: deleting.name })}
          onClose={closeDelete}
          onDelete={() => run({ type: 'deletePool', payload: { poolId: deleting.poolId } })}
        />
      )}
    </Stack>
  );
}
