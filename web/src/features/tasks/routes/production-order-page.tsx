import {
  Alert,
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Input,
  Link,
  Progress,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { ProductionOrderView } from '#shared/api/endpoints/production-orders';
import { formatLongDate } from '#shared/domain/format';
import { EmptyNote } from '../../../components/empty-note';
import { FormError } from '../../../components/form-bits';
import { TitleWithEyebrow } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { fileProblem, uploadPercent } from '../../../lib/video-upload';
import { uploadProductionVideo, useProductionOrder } from '../api/production-orders';
import { TaskStatusBadge } from '../components/status-badge';
import { TaskActionBar } from '../components/task-action-bar';
import { BackToTasks, TaskScreen } from '../components/task-screen';
import {
  productionActionLabelKeys,
  productionOrderPath,
  productionOrderStage,
  productionVideoLink,
  productionVideoState,
  showsProductionUpload,
  timelineRows,
} from '../model/production-order';
import { Loading } from '../../../components/loading';

/**
 * /produce-video/{taskId} (issue 13; spec 2 §2): the production order a step task belongs to: the
 * order, its steps as a time line, the state of its video and what the caller may do on the page's
 * step. The assignee of a taken generation step uploads the generated video here, then requests the
 * generation (completes the step). Operator staff open a customer's step with ?orgId=.
 */
export function ProductionOrderPage() {
  const { t } = useTranslation();
  const { taskId = '' } = useParams();
  const [search] = useSearchParams();
  const orgId = search.get('orgId') || undefined;
  const { data: order, error, isLoading, mutate } = useProductionOrder(taskId, orgId);

  return (
    <TaskScreen testId="production-order-page" maxW="960px">
      <BackToTasks to={orgId ? '/admin/operationalTasks' : '/tasks'} />
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error.message || t('error-generic')}</Alert.Title>
        </Alert.Root>
      ) : isLoading || !order ? (
        <Loading />
      ) : (
        <OrderView order={order} orgId={orgId} onChanged={() => mutate()} />
      )}
    </TaskScreen>
  );
}

function OrderView({
  order,
  orgId,
  onChanged,
}: {
  order: ProductionOrderView;
  orgId: string | undefined;
  onChanged: () => unknown;
}) {
  const { t } = useTranslation();
  const rows = timelineRows(order.steps, order.task.taskId);
  const state = productionVideoState(order.video);
  const videoLink = productionVideoLink(order.video, orgId);
  const upload = showsProductionUpload(order.task);
  const stage = productionOrderStage(order);

  return (
    <>
      <TitleWithEyebrow eyebrow={t('production-page-title')} size="lg" testId="production-order-heading">
        {order.title}
      </TitleWithEyebrow>
      <Stack gap="1" textStyle="sm" data-testid="production-order-details">
        <Text>
          {t('production-organization')}: {order.orgName}
        </Text>
        <Text>
          {t('production-field-type')}: {order.videoType ? t(`production-type-${order.videoType}`) : '—'}
        </Text>
        <Text>
          {t('production-field-variant')}:{' '}
          {order.variant ? t(`production-variant-${order.variant}`) : t('production-variant-none')}
        </Text>
        <Text>
          {t('task-requester')}: {order.requesterName || order.requesterEmail}
        </Text>
        <Text color="fg.muted">{t('tasks-created', { date: formatLongDate(order.createdAt) })}</Text>
      </Stack>
      <Text role="status" fontWeight="semibold" data-testid="production-order-stage" data-stage={stage}>
        {t(`production-stage-${stage}`)}
      </Text>
      <Box borderWidth="1px" borderRadius="md" p="3">
        <Text fontWeight="semibold" textStyle="sm">
          {t('production-field-brief')}
        </Text>
        <Text whiteSpace="pre-wrap" data-testid="production-order-brief-text">
          {order.brief}
        </Text>
      </Box>

      {order.task.comment && order.task.comment !== order.brief ? (
        <Box borderWidth="1px" borderRadius="md" p="3" colorPalette="brand" borderColor="colorPalette.solid">
          <Text fontWeight="semibold" textStyle="sm">
            {order.task.taskTitle}
          </Text>
          <Text whiteSpace="pre-wrap" data-testid="production-step-comment">
            {order.task.comment}
          </Text>
        </Box>
      ) : null}

      <Heading as="h2" size="md">
        {t('production-steps')}
      </Heading>
      {rows.length === 0 ? (
        <EmptyNote testId="production-steps">{t('production-no-steps')}</EmptyNote>
      ) : (
        <Stack
          as="ol"
          gap="2"
          listStyleType="none"
          aria-label={t('production-steps')}
          data-testid="production-steps"
        >
          {rows.map((row) => (
            <Box
              as="li"
              key={row.taskId}
              borderWidth={row.current ? '2px' : '1px'}
              borderColor={row.current ? 'colorPalette.solid' : 'border'}
              colorPalette="brand"
              borderRadius="md"
              p="3"
              data-testid="production-step"
              data-step={row.step}
              data-round={row.round}
              data-status={row.status}
              data-current={row.current || undefined}
            >
              <HStack gap="2" flexWrap="wrap">
                <Text fontWeight="semibold">{t(`production-step-${row.step}`)}</Text>
                <Badge variant="outline">{t('production-round', { round: row.round })}</Badge>
                <TaskStatusBadge status={row.status} />
                <Text textStyle="sm" color="fg.muted">
                  {t(`production-owner-${row.owner}`)}
                </Text>
                {row.current ? (
                  <Badge colorPalette="brand" variant="solid">
                    {t('production-this-step')}
                  </Badge>
                ) : (
                  <Link asChild textStyle="sm">
                    <RouterLink
                      to={productionOrderPath(row.taskId, orgId)}
                      data-testid="production-step-link"
                    >
                      {t('production-open-step')}
                    </RouterLink>
                  </Link>
                )}
              </HStack>
              <Text textStyle="sm">
                {t('task-assignee')}: {row.assigneeEmail || t('task-unassigned')} ·{' '}
                {formatLongDate(row.updatedAt)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}

      <Heading as="h2" size="md">
        {t('production-video')}
      </Heading>
      <HStack gap="3" data-testid="production-video-state" data-state={state}>
        <Badge colorPalette={state === 'playable' ? 'green' : state === 'processing' ? 'blue' : 'gray'}>
          {t(`production-video-${state}`)}
        </Badge>
        {videoLink ? (
          <Link asChild>
            <RouterLink to={videoLink}>{t('production-video-open')}</RouterLink>
          </Link>
        ) : null}
      </HStack>

      {upload ? (
        <ProductionUpload
          taskId={order.task.taskId}
          orgId={orgId}
          uploaded={order.video?.uploaded ?? false}
          onUploaded={onChanged}
        />
      ) : null}

      <TaskActionBar
        taskId={order.task.taskId}
        taskTitle={order.task.taskTitle}
        orgId={orgId}
        actions={order.task.actions}
        onChanged={onChanged}
        labels={Object.fromEntries(
          Object.entries(productionActionLabelKeys(order.task.subtype, Boolean(orgId))).map(
            ([action, key]) => [action, t(key)],
          ),
        )}
      />
    </>
  );
}

/** The generation step's upload of the generated video into the order's video, with its progress. */
function ProductionUpload({
  taskId,
  orgId,
  uploaded,
  onUploaded,
}: {
  taskId: string;
  orgId: string | undefined;
  uploaded: boolean;
  onUploaded: () => unknown;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function send() {
    if (!file) return;
    if (fileProblem(file)) {
      setError(t('production-unsupported-file'));
      return;
    }
    setError(null);
    setDone(false);
    setPercent(0);
    try {
      await uploadProductionVideo(taskId, orgId, file, {
        onProgress: (loaded, total) => setPercent(uploadPercent(loaded, total)),
      });
      setPercent(100);
      setDone(true);
      setFile(null);
      if (input.current) input.current.value = '';
      await onUploaded();
    } catch (failure) {
      setError((failure as Error).message || t('error-generic'));
    } finally {
      setPercent(null);
    }
  }

  return (
    <Panel gap="2" p="3" data-testid="production-upload">
      <Text fontWeight="semibold">{t('production-upload-title')}</Text>
      <HStack gap="2" flexWrap="wrap">
        <Input
          ref={input}
          type="file"
          accept="video/*"
          aria-label={t('production-upload-label')}
          maxW="sm"
          p="1"
          data-testid="production-upload-input"
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
          }}
        />
        <Button
          size="sm"
          onClick={() => void send()}
          disabled={!file || percent !== null}
          loading={percent !== null}
          data-testid="production-upload-button"
        >
          {t('production-upload-button')}
        </Button>
      </HStack>
      {percent !== null ? (
        <Progress.Root value={percent} max={100} data-testid="production-upload-progress">
          <Progress.Label>{t('production-uploading', { percent })}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
      {done || uploaded ? (
        <Text textStyle="sm" data-testid="production-uploaded">
          {t('production-uploaded')}
        </Text>
      ) : null}
      <FormError error={error} />
    </Panel>
  );
}
