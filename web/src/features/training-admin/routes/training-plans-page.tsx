import { Button, Fieldset, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LuX } from 'react-icons/lu';
import type { TrainingAdmin } from '#shared/api';
import { LabelledCheckbox } from '../../../components/form-bits';
import { SelectField } from '../../../components/select-field';
import { useLocalList } from '../../../lib/use-local-list';
import { useTrainingCommand, useTrainingGenerations } from '../api/training-admin';
import { CreateTrainingDialog } from '../components/create-training-dialog';
import { DeleteDialog } from '../components/delete-dialog';
import { GenerationResultsDialog } from '../components/generation-results-dialog';
import { generationToShow } from '../model/generation';
import { FormDialog, useTrainingForm } from '../components/form-dialog';
import { AddButton, RowActions, TrainingListTable } from '../components/list-parts';
import { RolesField } from '../../../components/roles-field';
import { Position, SortableList } from '../components/sortable-list';
import { NameInput } from '../components/text-input';
import { TrainingPage } from '../components/training-page';
import { useListDialogs } from '../components/use-list-dialogs';
import { addToPlan, removeFromPlan } from '../model/ordering';
import { planFormErrors, planPayload, type PlanForm } from '../model/training-forms';
import { namesOf, PLAN_LIST, roleRefs, type PlanRow } from '../model/training-lists';

/**
 * /admin/training-plans (issue 15; spec 2 §2, §3 "Training plan: Training Plan Name, processes
 * (ordered), Include Parent Videos option, created date, users", §5 "No processes available. Please
 * create processes first"): the organization's plans, add, edit (the processes re-ordered by drag in the
 * dialog) and delete (confirmed). A row's actions take the coming "Create training" first (`extra`).
 */
export function TrainingPlansPage() {
  const { t } = useTranslation();
  return (
    <TrainingPage
      title={t('training-admin-training-plans')}
      intro={t('training-admin-plans-intro')}
      testId="training-plans-page"
    >
      {(data) => <Plans data={data} />}
    </TrainingPage>
  );
}

function Plans({ data }: { data: TrainingAdmin }) {
  const { t, i18n } = useTranslation();
  const run = useTrainingCommand();
  const rows = useMemo<PlanRow[]>(() => {
    const processes = data.processes.map((p) => ({ id: p.processId, name: p.name }));
    return data.plans.map((plan) => ({
      ...plan,
      processNames: namesOf(plan.processIds, processes),
      roleNames: namesOf(plan.roleIds, roleRefs(data.roles)),
    }));
  }, [data.plans, data.processes, data.roles]);
  const list = useLocalList(rows, PLAN_LIST);
  const { editing, deleting, openAdd, openEdit, closeEdit, openDelete, closeDelete } =
    useListDialogs<PlanRow>();
  const [creating, setCreating] = useState<PlanRow | null>(null);
  // The results dialog: a run named in the address (the requester's e-mail links it), or a plan's newest.
  const [params, setParams] = useSearchParams();
  const [resultsOfPlan, setResultsOfPlan] = useState<string | null>(null);
  const generations = useTrainingGenerations(true);
  const shown = generationToShow(generations.data?.generations ?? [], {
    generationId: params.get('generation'),
    planId: resultsOfPlan,
  });
  const closeResults = () => {
    setResultsOfPlan(null);
    if (params.has('generation')) setParams({}, { replace: true });
  };
  const planHasRuns = (planId: string) =>
    (generations.data?.generations ?? []).some((g) => g.planId === planId);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Stack gap="4">
      <AddButton onClick={openAdd}>{t('training-admin-plan-add')}</AddButton>
      <TrainingListTable
        list={list}
        testId="training-plans"
        emptyText={t('training-admin-plans-empty')}
        caption={t('training-admin-training-plans')}
        tableTestId="training-plans-table"
        columns={[
          { label: t('training-admin-plan-name'), sort: 'name' },
          { label: t('training-admin-plan-processes'), sort: null },
          { label: t('training-admin-roles'), sort: null },
          { label: t('training-admin-include-parent'), sort: null },
          { label: t('training-admin-users'), sort: 'users' },
          { label: t('training-admin-created'), sort: 'createdAt' },
        ]}
      >
        {(shown) =>
          shown.map((plan) => (
            <Table.Row key={plan.planId} data-testid="training-plan-row">
              <Table.Cell>{plan.name}</Table.Cell>
              <Table.Cell>{plan.processNames.join(' → ')}</Table.Cell>
              <Table.Cell>{plan.roleNames.join(', ')}</Table.Cell>
              <Table.Cell>
                {plan.includeParentVideos ? t('training-admin-yes') : t('training-admin-no')}
              </Table.Cell>
              <Table.Cell>{plan.users}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {plan.createdAt ? dates.format(new Date(plan.createdAt)) : ''}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <RowActions
                  name={plan.name}
                  onEdit={() => openEdit(plan)}
                  onDelete={() => openDelete(plan)}
                  extra={
                    <>
                      <Button
                        size="xs"
                        colorPalette="brand"
                        aria-label={`${t('training-admin-create')}: ${plan.name}`}
                        onClick={() => setCreating(plan)}
                        data-testid="create-training"
                      >
                        {t('training-admin-create')}
                      </Button>
                      {planHasRuns(plan.planId) && (
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`${t('training-admin-results')}: ${plan.name}`}
                          onClick={() => setResultsOfPlan(plan.planId)}
                        >
                          {t('training-admin-results')}
                        </Button>
                      )}
                    </>
                  }
                />
              </Table.Cell>
            </Table.Row>
          ))
        }
      </TrainingListTable>
      {editing && (
        <PlanDialog
          plan={editing.item}
          data={data}
          onClose={closeEdit}
          onSave={(form) =>
            run(
              editing.item
                ? {
                    type: 'updateTrainingPlan',
                    payload: { planId: editing.item.planId, ...planPayload(form) },
                  }
                : { type: 'createTrainingPlan', payload: planPayload(form) },
            )
          }
        />
      )}
      {creating && (
        <CreateTrainingDialog
          plan={creating}
          onClose={() => setCreating(null)}
          onStarted={(generationId) => {
            setCreating(null);
            void generations.mutate();
            setParams({ generation: generationId }, { replace: true });
          }}
        />
      )}
      {shown && <GenerationResultsDialog generation={shown} onClose={closeResults} />}
      {deleting && (
        <DeleteDialog
          title={t('training-admin-plan-delete-title', { name: deleting.name })}
          onClose={closeDelete}
          onDelete={() => run({ type: 'deleteTrainingPlan', payload: { planId: deleting.planId } })}
        />
      )}
    </Stack>
  );
}

function PlanDialog({
  plan,
  data,
  onClose,
  onSave,
}: {
  plan: PlanRow | null;
  data: TrainingAdmin;
  onClose: () => void;
  onSave: (form: PlanForm) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const processName = new Map(data.processes.map((p) => [p.processId, p.name]));
  const roleIds = new Set(data.roles.map((r) => r.roleId));
  const planForm = useTrainingForm<PlanForm>(
    {
      name: plan?.name ?? '',
      // Processes and roles deleted meanwhile cannot be deleted while used; filtered all the same.
      processIds: (plan?.processIds ?? []).filter((id) => processName.has(id)),
      includeParentVideos: plan?.includeParentVideos ?? false,
      roleIds: (plan?.roleIds ?? []).filter((id) => roleIds.has(id)),
    },
    planFormErrors,
    onClose,
  );
  const { form, update, fieldError } = planForm;
  const [adding, setAdding] = useState('');
  const addable = data.processes.filter((p) => !form.processIds.includes(p.processId));
  const chosen = form.processIds.map((id) => ({ id, label: processName.get(id) ?? id }));
  const processesError = fieldError('processIds');
  return (
    <FormDialog
      title={plan ? t('training-admin-plan-edit') : t('training-admin-plan-add')}
      testId="training-plan-dialog"
      state={planForm}
      onClose={onClose}
      onSave={onSave}
    >
      <NameInput
        label={t('training-admin-plan-name')}
        value={form.name}
        onChange={(name) => update({ name })}
        error={fieldError('name')}
      />
      <Fieldset.Root invalid={Boolean(processesError)}>
        <Fieldset.Legend>{t('training-admin-plan-processes')}</Fieldset.Legend>
        {data.processes.length === 0 ? (
          <Text color="fg.warning" data-testid="training-no-processes">
            {t('training-admin-no-processes')}
          </Text>
        ) : (
          <Stack gap="3" mt="2">
            <Fieldset.HelperText>{t('training-admin-plan-processes-help')}</Fieldset.HelperText>
            {chosen.length > 0 && (
              <SortableList
                items={chosen}
                onReorder={(processIds) => update({ processIds })}
                testId="training-plan-processes"
                actions={(item) => (
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t('training-admin-plan-process-remove', { name: item.label })}
                    onClick={() => update({ processIds: removeFromPlan(form.processIds, item.id) })}
                  >
                    <LuX />
                  </IconButton>
                )}
              >
                {(item, index) => (
                  <Text>
                    <Position index={index} />
                    {item.label}
                  </Text>
                )}
              </SortableList>
            )}
            {addable.length > 0 && (
              <HStack align="flex-end" gap="2">
                <SelectField
                  label={t('training-admin-plan-add-process')}
                  name="addProcess"
                  value={adding}
                  onChange={setAdding}
                  options={addable.map((p) => ({ value: p.processId, label: p.name }))}
                  placeholder={{ label: t('training-admin-choose') }}
                />
                <Button
                  variant="outline"
                  disabled={!adding}
                  onClick={() => {
                    update({ processIds: addToPlan(form.processIds, adding) });
                    setAdding('');
                  }}
                >
                  {t('training-admin-add')}
                </Button>
              </HStack>
            )}
          </Stack>
        )}
        {processesError && <Fieldset.ErrorText>{processesError}</Fieldset.ErrorText>}
      </Fieldset.Root>
      <LabelledCheckbox
        checked={form.includeParentVideos}
        onChange={(includeParentVideos) => update({ includeParentVideos })}
      >
        {t('training-admin-include-parent')}
      </LabelledCheckbox>
      <RolesField
        label={t('training-admin-roles')}
        roles={data.roles}
        chosen={form.roleIds}
        onChange={(next) => update({ roleIds: next })}
        error={fieldError('roleIds')}
      />
    </FormDialog>
  );
}
