import {
  Alert,
  Badge,
  Box,
  Button,
  HStack,
  Heading,
  Link,
  Spinner,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { TaskEntry } from '#shared/api/endpoints/tasks';
import type { TranslationTaskView } from '#shared/api/endpoints/video-translation';
import { TASK_STATUS_COLORS } from '#shared/domain/task-statuses';
import { FieldsetStack, FormError } from '../../../components/form-bits';
import { Loading } from '../../../components/loading';
import { notify } from '../../../components/notices';
import { TitleWithEyebrow } from '../../../components/page-title';
import { StudioSectionLink } from '../../../components/studio-section-link';
import { ApiError } from '../../../lib/api-client';
import { refusalMessage } from '../../../lib/refusal-message';
import { languageLabel } from '../../../lib/select-options';
import { translationTaskPath } from '../../../lib/task-paths';
import {
  completeTranslationTask,
  rejectTranslationTask,
  saveTranslationTexts,
  takeTranslationTask,
  useTranslationTask,
  useTranslationTaskEntry,
} from '../api/translation-task';
import { useProblemText } from '../editor/components/fields';
import { TRANSLATION_STATUS_COLORS, translationStatusKey } from '../model/translations';
import { StepActions } from './components/step-actions';
import { VoiceAnnotationTab } from '../voice-over/voice-annotation-tab';
import {
  EffectsTab,
  LinksTab,
  ManuscriptTab,
  QuickGuideTab,
  TitleTab,
  type TranslationTabProps,
} from './components/translation-tabs';
import {
  TRANSLATION_TABS,
  draftProblems,
  draftState,
  editDraft,
  isDirty,
  markSaved,
  saveTextsPayload,
  serverProblems,
  syncDraft,
  tabsWithProblems,
  type DraftPath,
  type FieldProblems,
  type TranslationTab,
} from './model/translation-draft';
import {
  NEXT_STEP_WAIT_MS,
  awaitingNextStep,
  nextStepTaskId,
  readOnlyReason,
  stepButtons,
  stepKindKey,
  taskStatusOf,
  translationTaskPollMs,
  type StepButton,
} from './model/translation-task';

/**
 * /translate-video/{taskId} (issue 14; spec 2 §2 translation routes and tabs): the translator's page of a
 * translation step's task (translate, approve, review). The header names the task, the video, the
 * languages and where the translation and the task stand; the tabs put each of the master's texts beside
 * the translation's field; one Save sends every tab's texts; the step's task is taken, completed (saving
 * first) or rejected with a reason here. Read-only once the task is over or while a machine translates.
 */
export function TranslateVideoPage() {
  const { t } = useTranslation();
  const { taskId = '' } = useParams();
  // After the page finished the step: until when it reads the task again for the translation's next step.
  const [waitUntil, setWaitUntil] = useState(0);
  const task = useTranslationTask(taskId, (latest) => translationTaskPollMs(latest, waitUntil, Date.now()));
  const entry = useTranslationTaskEntry(taskId);

  if (task.error) {
    const status = task.error.status;
    const key = status === 404 ? 'translate-not-found' : status === 403 ? 'admin-no-access' : 'error-generic';
    return <FormError error={t(key)} />;
  }
  if (!task.data) return <Loading />;
  return (
    <TranslationWorkspace
      // Another task's page (its next step's link) starts from its own texts.
      key={taskId}
      view={task.data}
      entry={entry.data}
      entrySettled={entry.data !== undefined || entry.error !== undefined}
      reload={async () => {
        await Promise.all([task.mutate(), entry.mutate()]);
      }}
      onStepDone={() => setWaitUntil(Date.now() + NEXT_STEP_WAIT_MS)}
    />
  );
}

const TAB_LABEL_KEYS: Record<TranslationTab, string> = {
  title: 'translate-tab-title',
  effects: 'editor-tab-effects',
  manuscript: 'editor-tab-manuscript',
  'quick-guide': 'editor-tab-quick-guide',
  links: 'editor-tab-links',
  'voice-annotation': 'translate-tab-voice-annotation',
};

const DONE_KEYS: Record<StepButton, string> = {
  take: 'translate-taken',
  complete: 'translate-completed',
  reject: 'translate-rejected',
};

function TranslationWorkspace({
  view,
  entry,
  entrySettled,
  reload,
  onStepDone,
}: {
  view: TranslationTaskView;
  entry: TaskEntry | undefined;
  entrySettled: boolean;
  reload: () => Promise<void>;
  onStepDone: () => void;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const [stored, setStored] = useState(() => draftState(view));
  // A new reading of the task (after a save, an action, a poll) keeps the unsaved edits.
  const state = syncDraft(stored, view);
  const [tab, setTab] = useState<TranslationTab>('title');
  // Required fields are marked once a save was tried; too long ones at once.
  const [attempted, setAttempted] = useState(false);
  const [fromServer, setFromServer] = useState<FieldProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'step' | null>(null);

  const readOnly = readOnlyReason(view);
  const dirty = !readOnly && isDirty(state);
  const local = draftProblems(view, state.draft);
  const shown: FieldProblems = { ...fromServer };
  for (const [path, problem] of Object.entries(local) as [DraftPath, FieldProblems[DraftPath]][]) {
    if (problem && (attempted || problem.kind === 'tooLong')) shown[path] ??= problem;
  }
  const problemTabs = tabsWithProblems(shown);
  const buttons = stepButtons(view, entry);
  const next = nextStepTaskId(view);

  // Leaving the page (closing the tab, reloading) with unsaved texts asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const edit = (path: DraftPath, value: string) => {
    setStored(editDraft(state, path, value));
    if (fromServer[path]) {
      setFromServer((current) => Object.fromEntries(Object.entries(current).filter(([p]) => p !== path)));
    }
  };

  const problemOf = (path: DraftPath): string | undefined => {
    const problem = shown[path];
    if (!problem) return undefined;
    if (problem.kind === 'required') return t('editor-problem-required');
    if (problem.kind === 'tooLong') return t('translate-too-long', { max: problem.max });
    return problemText(problem.message);
  };

  const save = async (): Promise<boolean> => {
    setAttempted(true);
    const firstProblemTab = tabsWithProblems(local)[0];
    if (firstProblemTab) {
      setError(t('translate-fix-problems'));
      setTab(firstProblemTab);
      return false;
    }
    const sent = state.draft;
    setBusy('save');
    setError(null);
    setFromServer({});
    try {
      await saveTranslationTexts(saveTextsPayload(view, sent));
      setStored((current) => markSaved(current, sent));
      setAttempted(false);
      notify.success(t('translate-saved'));
      await reload();
      return true;
    } catch (failure) {
      setError(refusalMessage(failure, t('error-generic')));
      if (failure instanceof ApiError) {
        const placed = serverProblems(failure.issues);
        setFromServer(placed);
        const first = tabsWithProblems(placed)[0];
        if (first) setTab(first);
      }
      return false;
    } finally {
      setBusy(null);
    }
  };

  const act = async (action: StepButton, comment?: string): Promise<boolean> => {
    // Completing hands the texts on: unsaved ones are saved first (a refused save stops it).
    if (action === 'complete' && dirty && !(await save())) return false;
    setBusy('step');
    setError(null);
    try {
      if (action === 'take') await takeTranslationTask(view.taskId);
      else if (action === 'complete') await completeTranslationTask(view.taskId);
      else await rejectTranslationTask(view.taskId, comment ?? '');
      notify.success(t(DONE_KEYS[action]));
      if (action !== 'take') onStepDone();
      await reload();
      return true;
    } catch (failure) {
      setError(refusalMessage(failure, t('error-generic')));
      return false;
    } finally {
      setBusy(null);
    }
  };

  // Read-only, the page shows the texts as they are (not edits a rejection left unsaved).
  const tabProps: TranslationTabProps = {
    view,
    draft: readOnly ? state.saved : state.draft,
    edit,
    problem: problemOf,
  };
  const panes: Record<TranslationTab, ReactNode> = {
    title: <TitleTab {...tabProps} />,
    effects: <EffectsTab {...tabProps} />,
    manuscript: <ManuscriptTab {...tabProps} />,
    'quick-guide': <QuickGuideTab {...tabProps} onOpenManuscript={() => setTab('manuscript')} />,
    links: <LinksTab {...tabProps} />,
    'voice-annotation': (
      <VoiceAnnotationTab videoId={view.videoId} language={view.translation.language} unsaved={dirty} />
    ),
  };

  return (
    <Stack gap="5" maxW="7xl" data-testid="translate-video-page">
      <Header view={view} />
      {readOnly && (
        <Alert.Root status="info" data-testid="translate-read-only" data-reason={readOnly}>
          <Alert.Indicator />
          <Alert.Title>
            {t(readOnly === 'taskOver' ? 'translate-read-only-over' : 'translate-read-only-translating')}
          </Alert.Title>
        </Alert.Root>
      )}
      {awaitingNextStep(view) && (
        <HStack gap="2" role="status" data-testid="translate-awaiting-next">
          <Spinner size="sm" aria-hidden />
          <Text textStyle="sm">{t('translate-awaiting-next')}</Text>
        </HStack>
      )}
      {next && (
        <Link asChild alignSelf="start">
          <RouterLink to={translationTaskPath(next)} data-testid="translate-next-step">
            {t('translate-next-step')}
          </RouterLink>
        </Link>
      )}
      {!readOnly && entrySettled && (
        <StepActions step={view.step} buttons={buttons} busy={busy !== null} onAction={act} />
      )}

      <Stack as="section" aria-labelledby="translate-texts-heading" gap="3">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h2" size="md" id="translate-texts-heading">
            {t('translate-texts')}
          </Heading>
          {!readOnly && (
            <HStack gap="3">
              <Text
                textStyle="sm"
                color="fg.muted"
                aria-live="polite"
                data-testid="translate-save-status"
                data-dirty={dirty}
              >
                {t(dirty ? 'editor-unsaved' : 'editor-saved')}
              </Text>
              <Button
                size="sm"
                onClick={() => void save()}
                disabled={!dirty || busy !== null}
                loading={busy === 'save'}
                data-testid="translate-save"
              >
                {t('translate-save')}
              </Button>
            </HStack>
          )}
        </HStack>
        <FormError error={error} />
        <Tabs.Root
          value={tab}
          onValueChange={(details) => setTab(details.value as TranslationTab)}
          lazyMount
          unmountOnExit
        >
          <Tabs.List aria-label={t('translate-texts')}>
            {TRANSLATION_TABS.map((id) => (
              <Tabs.Trigger key={id} value={id} data-testid={`translate-tab-${id}`}>
                {t(TAB_LABEL_KEYS[id])}
                {problemTabs.includes(id) && (
                  <>
                    <Box as="span" color="fg.error" aria-hidden>
                      •
                    </Box>
                    <Text as="span" srOnly>
                      {t('translate-tab-problems')}
                    </Text>
                  </>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TRANSLATION_TABS.map((id) => (
            <Tabs.Content key={id} value={id} data-testid={`translate-pane-${id}`}>
              {/* Read-only: the fieldset disables every field at once. */}
              <FieldsetStack disabled={readOnly !== null} gap="4">
                {panes[id]}
              </FieldsetStack>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </Stack>
  );
}

/** The task, the video, the languages, where the translation and the task stand, the way to the studio. */
function Header({ view }: { view: TranslationTaskView }) {
  const { t } = useTranslation();
  const status = view.translation.status;
  const taskStatus = taskStatusOf(view.taskStatus);
  return (
    <Stack gap="1">
      <TitleWithEyebrow eyebrow={t(stepKindKey(view.step))} size="2xl" testId="translate-task-title">
        {view.taskTitle}
      </TitleWithEyebrow>
      <Text data-testid="translate-video-name">
        {t('translate-video')}:{' '}
        <Text as="span" fontWeight="medium" lang={view.masterLanguage}>
          {view.master.name}
        </Text>
      </Text>
      <Text data-testid="translate-languages">
        {t('translate-languages', {
          master: languageLabel(view.masterLanguage),
          target: languageLabel(view.translation.language),
        })}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Badge
          colorPalette={TRANSLATION_STATUS_COLORS[status]}
          data-testid="translate-translation-status"
          data-status={status}
        >
          {t('translate-translation-status', { status: t(translationStatusKey(status)) })}
        </Badge>
        <Badge
          colorPalette={taskStatus ? TASK_STATUS_COLORS[taskStatus] : 'gray'}
          variant="outline"
          data-testid="translate-task-status"
          data-status={view.taskStatus}
        >
          {t('translate-task-status', {
            status: taskStatus ? t(`task-status-${taskStatus}`) : view.taskStatus,
          })}
        </Badge>
        <StudioSectionLink
          section="translations"
          videoId={view.videoId}
          version={view.version}
          testId="translate-open-studio"
          textStyle="sm"
        >
          {t('translate-open-studio')}
        </StudioSectionLink>
      </HStack>
    </Stack>
  );
}
