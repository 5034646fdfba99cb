import {
  Alert,
  Badge,
  Button,
  HStack,
  Link,
  Skeleton,
  Stack,
  Stat,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { TrainingRecordTask } from '#shared/api';
import { FormError } from '../../../components/form-bits';
import { ListTable } from '../../../components/list-table';
import { dueDayText } from '../../../lib/due-day';
import { useAdminPermission } from '../../../lib/use-admin-permission';
import { useCsvExport } from '../../../lib/use-csv-export';
import { useUserTrainingRecord } from '../api/users';
import { AdminPage } from '../components/admin-page';
import { userLabel } from '../model/users-list';
import { trainingRecordCsv, trainingRecordFileName } from '../model/training-record';

const STATE_PALETTE: Record<TrainingRecordTask['state'], string> = {
  overdue: 'red',
  open: 'blue',
  completed: 'green',
  canceled: 'gray',
};

/**
 * /admin/users/{userId}/training (issue 15, "per user the training record"): every video the user was
 * given to watch (mandatory playlists, a channel's setting, training plans), overdue first, with its due
 * date and when it was completed; the counts; a CSV export.
 */
export function AdminUserTrainingPage() {
  const { t, i18n } = useTranslation();
  const { userId = '' } = useParams();
  const allowed = useAdminPermission('updateOrganization');
  const record = useUserTrainingRecord(allowed ? userId : null);
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const data = record.data;
  const csvExport = useCsvExport(() =>
    Promise.resolve({
      csv: trainingRecordCsv(data?.tasks ?? []),
      fileName: trainingRecordFileName(data?.user.email ?? userId),
    }),
  );
  const title = data ? t('users-training-title', { name: userLabel(data.user) }) : t('users-training-record');

  return (
    <AdminPage title={title} intro={t('users-training-intro')} permission="updateOrganization">
      <Stack gap="5" data-testid="user-training-record">
        <Link asChild>
          <RouterLink to="/admin/users">{t('users-training-back')}</RouterLink>
        </Link>
        {record.error ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>
              {record.error.status === 404 ? t('users-training-not-found') : t('users-training-load-failed')}
            </Alert.Title>
          </Alert.Root>
        ) : !data ? (
          <Skeleton height="40" />
        ) : (
          <>
            <HStack justify="space-between" wrap="wrap" gap="3">
              <Text color="fg.muted">{data.user.email}</Text>
              <Button
                variant="outline"
                onClick={() => void csvExport.start()}
                loading={csvExport.exporting}
                disabled={data.tasks.length === 0}
                data-testid="training-record-export"
              >
                {t('users-usage-export')}
              </Button>
            </HStack>
            <FormError error={csvExport.failed ? t('users-export-failed') : null} />
            <Wrap gap="8" data-testid="training-record-summary">
              {(['assigned', 'completed', 'overdue', 'open'] as const).map((key) => (
                <Stat.Root key={key} data-testid={`training-record-${key}`}>
                  <Stat.Label>
                    {t(key === 'assigned' ? 'users-training-assigned' : `users-training-state-${key}`)}
                  </Stat.Label>
                  <Stat.ValueText>{data.summary[key]}</Stat.ValueText>
                </Stat.Root>
              ))}
            </Wrap>
            {data.tasks.length === 0 ? (
              <Text data-testid="training-record-empty">{t('users-training-empty')}</Text>
            ) : (
              <ListTable
                caption={title}
                testId="training-record-tasks"
                columns={[
                  { label: t('users-training-col-video') },
                  { label: t('users-training-col-source') },
                  { label: t('users-training-col-due') },
                  { label: t('users-training-col-status') },
                  { label: t('users-training-col-completed') },
                ]}
              >
                <Table.Body>
                  {data.tasks.map((task) => (
                    <Table.Row key={task.taskId} data-testid="training-record-task" data-state={task.state}>
                      <Table.Cell>
                        {task.humanId ? (
                          <Link asChild>
                            <RouterLink to={`/video/${encodeURIComponent(task.humanId)}`}>
                              {task.title}
                            </RouterLink>
                          </Link>
                        ) : (
                          task.title
                        )}
                      </Table.Cell>
                      <Table.Cell>{task.source}</Table.Cell>
                      <Table.Cell>{task.dueDate ? dueDayText(task.dueDate, i18n.language) : '—'}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={STATE_PALETTE[task.state]}>
                          {t(`users-training-state-${task.state}`)}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell>
                        {task.completedAt ? dateTime.format(new Date(task.completedAt)) : '—'}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </ListTable>
            )}
          </>
        )}
      </Stack>
    </AdminPage>
  );
}
