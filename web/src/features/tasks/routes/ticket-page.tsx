import { Badge, Box, Button, Field, Heading, HStack, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { TicketDetail } from '#shared/api';
import { formatLongDate } from '#shared/domain/format';
import { notify } from '../../../components/notices';
import { useSession } from '../../../lib/session';
import { replyToTicket, useTicket } from '../api/tasks';
import { TicketStatusBadge } from '../components/status-badge';
import { ExternalTicketLink } from '../components/ticket-link';
import { externalTicketHref } from '../model/tasks';
import { canReply, REPLY_MAX, validateReply, type TicketReplyErrorKey } from '../model/ticket';
import { Loading } from '../../../components/loading';

/**
 * /support/tickets/{ticketId} (issue 9 point 11): the requester's own support ticket, where a task's
 * "Open ticket" leads: subject, status, created date and the messages (the request first, then the
 * replies), with a reply form while the ticket is not closed. Operator staff read every ticket here and
 * answer as the support team. For anyone else the server answers 404: "This ticket was not found."
 */
export function TicketPage() {
  const { t } = useTranslation();
  const { ticketId = '' } = useParams();
  const { data, error, isLoading, mutate } = useTicket(ticketId);

  return (
    <Stack gap="5" p={{ base: '4', md: '6' }} maxW="960px" data-testid="ticket-page">
      <Link asChild alignSelf="flex-start" textStyle="sm">
        <RouterLink to="/tasks">
          <LuArrowLeft aria-hidden />
          {t('ticket-back')}
        </RouterLink>
      </Link>
      {error ? (
        <Text role="alert" data-testid="ticket-error">
          {error.status === 404 ? t('ticket-not-found') : error.message || t('error-generic')}
        </Text>
      ) : isLoading || !data ? (
        <Loading />
      ) : (
        <Ticket ticket={data} onReplied={() => void mutate()} />
      )}
    </Stack>
  );
}

function Ticket({ ticket, onReplied }: { ticket: TicketDetail; onReplied: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  // The ticket system's own address is its agents' (Zendesk's agent view): only staff are offered it.
  const external = session.isStaff ? externalTicketHref(ticket.url) : null;
  return (
    <>
      <Stack gap="2">
        <Heading as="h1" size="lg" data-testid="ticket-subject">
          {ticket.subject}
        </Heading>
        <HStack gap="3" flexWrap="wrap" textStyle="sm" color="fg.muted">
          <TicketStatusBadge status={ticket.status} />
          <Text>{t('ticket-number', { id: ticket.id })}</Text>
          <Text>{t('tasks-created', { date: formatLongDate(ticket.createdAt) })}</Text>
          {ticket.requesterName ? (
            <Text>{t('ticket-requested-by', { name: ticket.requesterName })}</Text>
          ) : null}
        </HStack>
        {external ? (
          <ExternalTicketLink href={external} alignSelf="flex-start" textStyle="sm">
            {t('ticket-open-external')}
          </ExternalTicketLink>
        ) : null}
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t('ticket-messages')}
        </Heading>
        <Stack as="ol" gap="3" listStyleType="none" aria-label={t('ticket-messages')}>
          {ticket.messages.map((message) => (
            <Box
              as="li"
              key={message.id}
              data-testid="ticket-message"
              data-author={message.author}
              borderWidth="1px"
              borderRadius="md"
              p="4"
              bg={message.author === 'support' ? 'bg.muted' : undefined}
            >
              <Stack gap="2">
                <HStack gap="2" flexWrap="wrap" textStyle="sm">
                  <Text fontWeight="semibold">
                    {message.authorName ||
                      (message.author === 'support' ? t('ticket-support-team') : ticket.requesterName)}
                  </Text>
                  {message.author === 'support' ? (
                    <Badge colorPalette="brand" variant="subtle">
                      {t('ticket-support-team')}
                    </Badge>
                  ) : null}
                  {message.createdAt ? (
                    <Text color="fg.muted">{formatLongDate(message.createdAt)}</Text>
                  ) : null}
                </HStack>
                <Text whiteSpace="pre-wrap">{message.body}</Text>
              </Stack>
            </Box>
          ))}
        </Stack>
      </Stack>
      {canReply(ticket.status) ? (
        <ReplyForm ticketId={ticket.id} onReplied={onReplied} />
      ) : (
        <Text data-testid="ticket-closed">{t('ticket-closed')}</Text>
      )}
    </>
  );
}

function ReplyForm({ ticketId, onReplied }: { ticketId: string; onReplied: () => void }) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const [error, setError] = useState<TicketReplyErrorKey | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateReply(body);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    try {
      await replyToTicket(ticketId, body);
      setBody('');
      notify.success(t('ticket-reply-sent'));
      onReplied();
    } catch (failure) {
      // As for the support request (spec 1 §8): the server's message in a snackbar.
      notify.failure(failure, t('error-generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="ticket-reply">
      <Stack gap="3">
        <Field.Root required invalid={error !== null}>
          <Field.Label>
            {t('ticket-reply-label')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            name="reply"
            rows={4}
            maxLength={REPLY_MAX}
            value={body}
            onChange={(e) => {
              setBody(e.currentTarget.value);
              if (error) setError(validateReply(e.currentTarget.value));
            }}
          />
          <Field.ErrorText>{error ? t(error) : null}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={busy}>
          {t('ticket-reply-send')}
        </Button>
      </Stack>
    </form>
  );
}
