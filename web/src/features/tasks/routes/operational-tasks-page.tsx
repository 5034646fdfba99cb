import { Badge, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatLongDate } from '#shared/domain/format';
import { useSession } from '../../../lib/session';
import { useOperationalTasks } from '../api/tasks';
import { TaskStatusBadge } from '../components/status-badge';
import { TaskActionBar } from '../components/task-action-bar';
import { ExternalTicketLink, TicketLinked } from '../components/ticket-link';
import { externalTicketHref, ticketLink, ticketPagePath } from '../model/tasks';
import { ProductionOrderLink } from '../components/production-order-link';
import { Loading } from '../../../components/loading';

/**
 * /admin/operationalTasks (spec 1 §2 network submenu "operational tasks"; spec 2 §6 "Operational tasks
 * … appear only for two operator organizations"): every organization's operational tasks (support,
 * assisted search, organization set-up) with the actions the staff may take on them, and the ticket
 * system's tickets, newest first. Others see "no access".
 */
export function OperationalTasksPage() {
  const session = useSession();
  const { t } = useTranslation();
  if (!session.isStaff) {
    return (
      <Stack p="6">
        <Text role="alert">{t('admin-no-access')}</Text>
      </Stack>
    );
  }
  return <OperationalTasks />;
}

function OperationalTasks() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useOperationalTasks();
  return (
    <Stack gap="6" p={{ base: '4', md: '6' }} data-testid="operational-tasks-page">
      <Heading as="h1" size="lg">
        {t('operational-tasks-title')}
      </Heading>
      {error ? (
        <Text role="alert">
          {error.status === 403 ? t('admin-no-access') : error.message || t('error-generic')}
        </Text>
      ) : isLoading || !data ? (
        <Loading />
      ) : (
        <>
          <TableSection
            title="operational-tasks-tasks"
            empty={data.tasks.length === 0 ? 'operational-tasks-no-tasks' : null}
            testId="operational-tasks"
            columns={['created', 'organization', 'requester', 'subject', 'kind', 'status']}
          >
            {data.tasks.map((task) => {
              return (
                <Table.Row key={`${task.orgId}/${task.taskId}`} data-testid="operational-task">
                  <Table.Cell>{formatLongDate(task.createdAt)}</Table.Cell>
                  <Table.Cell>{task.orgName}</Table.Cell>
                  <Table.Cell>{task.requesterName || task.requesterEmail}</Table.Cell>
                  <Table.Cell>
                    {/* The title links to its ticket: the app's page, or externally the ticket system. */}
                    <Stack gap="1" align="start">
                      <TicketLinked link={ticketLink(task)}>{task.taskTitle}</TicketLinked>
                      {/* What was asked (a request for the production team says what to do). */}
                      {task.comment ? (
                        <Text
                          textStyle="xs"
                          color="fg.muted"
                          lineClamp={3}
                          maxW="sm"
                          data-testid="operational-task-note"
                        >
                          {task.comment}
                        </Text>
                      ) : null}
                      <ProductionOrderLink task={task} withOrg />
                    </Stack>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge variant="outline">{t(`tasks-kind-${task.subtype}`)}</Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <Stack gap="2" align="start">
                      <TaskStatusBadge status={task.status} />
                      {/* Staff take and complete the organization's task here (it names its organization). */}
                      <TaskActionBar
                        taskId={task.taskId}
                        orgId={task.orgId}
                        actions={task.actions}
                        onChanged={() => mutate()}
                      />
                    </Stack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </TableSection>
          <TableSection
            title="operational-tasks-tickets"
            empty={data.tickets.length === 0 ? 'operational-tasks-no-tickets' : null}
            testId="operational-tickets"
            columns={['created', 'organization', 'requester', 'subject', 'status']}
          >
            {data.tickets.map((ticket) => {
              const external = externalTicketHref(ticket.url);
              return (
                <Table.Row key={ticket.id} id={`ticket-${ticket.id}`} data-testid="operational-ticket">
                  <Table.Cell>{formatLongDate(ticket.createdAt)}</Table.Cell>
                  <Table.Cell>{ticket.orgName}</Table.Cell>
                  <Table.Cell>
                    {ticket.requesterName}
                    {ticket.requesterEmail ? ` <${ticket.requesterEmail}>` : ''}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="2">
                      {/* The ticket's page in the app (messages, replies); the ticket system's own view apart. */}
                      <Link asChild>
                        <RouterLink to={ticketPagePath(ticket.id)}>{ticket.subject}</RouterLink>
                      </Link>
                      {external ? (
                        <ExternalTicketLink href={external} aria-label={t('ticket-open-external')} />
                      ) : null}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge variant="subtle">{ticket.status}</Badge>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </TableSection>
        </>
      )}
    </Stack>
  );
}

/** A titled list of the page: its empty text, or a table with the named `operational-tasks-*` columns. */
function TableSection({
  title,
  empty,
  testId,
  columns,
  children,
}: {
  title: string;
  empty: string | null;
  testId: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {t(title)}
      </Heading>
      {empty ? (
        <Text>{t(empty)}</Text>
      ) : (
        // The table scrolls in its own area: with its action buttons it is wider than a phone.
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" data-testid={testId}>
            <Table.Header>
              <Table.Row>
                {columns.map((column) => (
                  <Table.ColumnHeader key={column}>{t(`operational-tasks-${column}`)}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>{children}</Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
