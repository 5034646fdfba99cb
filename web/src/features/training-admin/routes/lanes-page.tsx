import { Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TrainingAdmin, TrainingLane } from '#shared/api';
import { SelectField } from '../../../components/select-field';
import { useLocalList } from '../../../lib/use-local-list';
import { useTrainingCommand } from '../api/training-admin';
import { DeleteDialog } from '../components/delete-dialog';
import { FormDialog, useTrainingForm } from '../components/form-dialog';
import { AddButton, RowActions, TrainingListTable } from '../components/list-parts';
import { NameInput } from '../components/text-input';
import { TrainingPage } from '../components/training-page';
import { useListDialogs } from '../components/use-list-dialogs';
import { laneFormErrors, type LaneForm } from '../model/training-forms';
import { LANE_LIST } from '../model/training-lists';

/**
 * /admin/lanes (issue 15; spec 2 §2): the lanes of the pools (who does which part of a process), listed
 * by pool; add, edit (also moving a lane to another pool) and delete, confirmed.
 */
export function LanesPage() {
  const { t } = useTranslation();
  return (
    <TrainingPage
      title={t('training-admin-lanes')}
      intro={t('training-admin-lanes-intro')}
      testId="training-lanes-page"
    >
      {(data) => <Lanes data={data} />}
    </TrainingPage>
  );
}

function Lanes({ data }: { data: TrainingAdmin }) {
  const { t } = useTranslation();
  const run = useTrainingCommand();
  const list = useLocalList(data.lanes, LANE_LIST);
  const { editing, deleting, openAdd, openEdit, closeEdit, openDelete, closeDelete } =
    useListDialogs<TrainingLane>();
  return (
    <Stack gap="4">
      <AddButton onClick={openAdd}>{t('training-admin-lane-add')}</AddButton>
      <TrainingListTable
        list={list}
        testId="training-lanes"
        emptyText={t('training-admin-lanes-empty')}
        caption={t('training-admin-lanes')}
        tableTestId="training-lanes-table"
        columns={[
          { label: t('training-admin-lane-name'), sort: 'name' },
          { label: t('training-admin-lane-pool'), sort: 'pool' },
        ]}
      >
        {(rows) =>
          rows.map((lane) => (
            <Table.Row key={lane.laneId} data-testid="training-lane-row">
              <Table.Cell>{lane.name}</Table.Cell>
              <Table.Cell>{lane.poolName}</Table.Cell>
              <Table.Cell textAlign="end">
                <RowActions
                  name={lane.name}
                  onEdit={() => openEdit(lane)}
                  onDelete={() => openDelete(lane)}
                />
              </Table.Cell>
            </Table.Row>
          ))
        }
      </TrainingListTable>
      {editing && (
        <LaneDialog
          lane={editing.item}
          pools={data.pools}
          onClose={closeEdit}
          onSave={(form) => {
            const lane = { name: form.name.trim(), poolId: form.poolId };
            return run(
              editing.item
                ? { type: 'updateLane', payload: { laneId: editing.item.laneId, ...lane } }
                : { type: 'createLane', payload: lane },
            );
          }}
        />
      )}
      {deleting && (
        <DeleteDialog
          title={t('training-admin-lane-delete-title', { name: deleting.name })}
          onClose={closeDelete}
          onDelete={() => run({ type: 'deleteLane', payload: { laneId: deleting.laneId } })}
        />
      )}
    </Stack>
  );
}

function LaneDialog({
  lane,
  pools,
  onClose,
  onSave,
}: {
  lane: TrainingLane | null;
  pools: TrainingAdmin['pools'];
  onClose: () => void;
  onSave: (form: LaneForm) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const laneForm = useTrainingForm<LaneForm>(
    { name: lane?.name ?? '', poolId: lane?.poolId ?? '' },
    laneFormErrors,
    onClose,
  );
  const { form, update, fieldError } = laneForm;
  return (
    <FormDialog
      title={lane ? t('training-admin-lane-edit') : t('training-admin-lane-add')}
      testId="training-lane-dialog"
      state={laneForm}
      onClose={onClose}
      onSave={onSave}
    >
      <NameInput
        label={t('training-admin-lane-name')}
        value={form.name}
        onChange={(name) => update({ name })}
        error={fieldError('name')}
      />
      {pools.length === 0 ? (
        // Like roles and processes (spec 2 §5): pools must exist first.
        <Text color="fg.warning" data-testid="training-no-pools">
          {t('training-admin-no-pools')}
        </Text>
      ) : (
        <SelectField
          label={t('training-admin-lane-pool')}
          name="poolId"
          value={form.poolId}
          onChange={(poolId) => update({ poolId })}
          options={pools.map((pool) => ({ value: pool.poolId, label: pool.name }))}
          placeholder={{ label: t('training-admin-lane-pool-choose') }}
          error={fieldError('poolId')}
        />
      )}
    </FormDialog>
  );
}
