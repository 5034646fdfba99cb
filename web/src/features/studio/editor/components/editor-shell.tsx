import { Alert, Button, HStack, Kbd, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '#shared/domain/languages';
import { autoChaptersNeedConfirmation } from '#shared/domain/chapters';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { FieldsetStack, FormError } from '../../../../components/form-bits';
import { notify } from '../../../../components/notices';
import { SelectField } from '../../../../components/select-field';
import { languageOptions } from '../../../../lib/select-options';
import type { StudioSectionProps } from '../../model/sections';
import { addChapterAt, withAutoChapters } from '../model/document';
import { SHORTCUTS, shortcutOf } from '../model/timeline';
import { EditorToolButton } from './editor-tool-button';
import { EditorPlayer, Timeline, usePlayhead, type Playhead } from './timeline';
import { useEditor, type Editor } from './use-editor';

/** What each tab gets: the editor session and the player's play-head. */
export interface EditorTabProps {
  editor: Editor;
  playhead: Playhead;
}

const inField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The save state in words, announced politely. */
function SaveStatus({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const { save, unsaved, problems } = editor;
  const text =
    save.status === 'saving'
      ? t('editor-saving')
      : save.status === 'conflict'
        ? t('editor-conflict-short')
        : save.status === 'failed'
          ? t('editor-save-failed-short')
          : !unsaved
            ? t('editor-saved')
            : problems.length > 0
              ? t('editor-unsaved-problems')
              : t('editor-unsaved');
  return (
    <Text
      textStyle="sm"
      color="fg.muted"
      aria-live="polite"
      data-testid="editor-save-status"
      data-status={unsaved ? save.status : 'saved'}
    >
      {text}
    </Text>
  );
}

/**
 * The editor around a tab (effects, manuscript, links): the player with its timeline, adding chapters
 * at the play-head, the undo/redo and the autosave's state (a conflict with another tab offers to keep
 * one's changes or load the saved ones), the edited language and the keyboard shortcuts.
 */
export function EditorShell({
  video,
  readOnly = false,
  children,
}: StudioSectionProps & { children: (props: EditorTabProps) => ReactNode }) {
  const { t } = useTranslation();
  const editor = useEditor(video, readOnly);
  const playhead = usePlayhead(video, editor.language);
  const [askAuto, setAskAuto] = useState(false);
  const latest = useRef({ editor, playhead });
  useEffect(() => {
    latest.current = { editor, playhead };
  });

  const addAtPlayhead = () => {
    const { editor: e, playhead: p } = latest.current;
    const result = addChapterAt(e.doc, p.time, e.durationSeconds);
    if (result.ok) e.change(result.doc);
    else notify.error(t(`editor-refused-${result.reason}`));
  };
  const auto = () => {
    if (autoChaptersNeedConfirmation(editor.doc.chapters)) setAskAuto(true);
    else editor.change(withAutoChapters(editor.doc, editor.durationSeconds));
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutOf({ ...event, key: event.key, inField: inField(event.target) });
      if (!action) return;
      // A focused button takes Space itself.
      if (action === 'playPause' && event.target instanceof HTMLButtonElement) return;
      const { editor: e, playhead: p } = latest.current;
      // Read-only: the player's keys still work, the editing ones do nothing.
      if (e.readOnly && ['undo', 'redo', 'addChapter'].includes(action)) return;
      event.preventDefault();
      const steps = { back: -1, forward: 1, backMore: -5, forwardMore: 5 } as const;
      if (action === 'playPause') p.toggle();
      else if (action === 'undo') e.undo();
      else if (action === 'redo') e.redo();
      else if (action === 'addChapter') addAtPlayhead();
      else p.seek(p.time + steps[action]);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the latest editor through the ref
  }, []);

  if (editor.loadError) {
    const status = editor.loadError.status;
    return <FormError error={status === 403 ? t('admin-no-access') : t('error-generic')} />;
  }
  if (!editor.ready) return <Skeleton height="40" aria-hidden />;

  return (
    <Stack gap="4" data-testid="editor">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <FieldsetStack disabled={readOnly} flexDirection="row" alignItems="center" gap="2">
          <EditorToolButton onClick={editor.undo} disabled={!editor.canUndo} data-testid="editor-undo">
            {t('editor-undo')}
          </EditorToolButton>
          <EditorToolButton onClick={editor.redo} disabled={!editor.canRedo} data-testid="editor-redo">
            {t('editor-redo')}
          </EditorToolButton>
          <SaveStatus editor={editor} />
        </FieldsetStack>
        {editor.languages.length > 1 && (
          <SelectField
            label={t('editor-language')}
            value={editor.language}
            onChange={(v) => editor.chooseLanguage(v as UiLanguage)}
            options={languageOptions(editor.languages)}
            size="sm"
            maxW="60"
          />
        )}
      </HStack>
      {editor.save.status === 'conflict' && (
        <Alert.Root status="warning" data-testid="editor-conflict">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('editor-conflict')}</Alert.Title>
            <HStack mt="2" gap="2" wrap="wrap">
              <Button
                size="sm"
                colorPalette="gray"
                onClick={() => void editor.keepMine()}
                data-testid="editor-keep-mine"
              >
                {t('editor-keep-mine')}
              </Button>
              <EditorToolButton onClick={() => void editor.loadTheirs()} data-testid="editor-load-theirs">
                {t('editor-load-theirs')}
              </EditorToolButton>
            </HStack>
          </Alert.Content>
        </Alert.Root>
      )}
      {editor.save.status === 'failed' && (
        <Alert.Root status="error" data-testid="editor-save-failed">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('editor-save-failed', { message: editor.save.error ?? '' })}</Alert.Title>
            <Button mt="2" size="sm" colorPalette="gray" alignSelf="flex-start" onClick={editor.saveNow}>
              {t('editor-save-retry')}
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}
      {playhead.available ? (
        <EditorPlayer videoRef={playhead.videoRef} />
      ) : (
        <Text color="fg.muted">{t('editor-no-media')}</Text>
      )}
      <Timeline
        video={video}
        language={editor.language}
        doc={editor.doc}
        durationSeconds={editor.durationSeconds}
        playhead={playhead}
      />
      {/* Read-only (editorial control): the fieldset disables the editing; player and timeline still work. */}
      <FieldsetStack disabled={readOnly} flexDirection="row" flexWrap="wrap" gap="2">
        <Button size="sm" onClick={addAtPlayhead} data-testid="editor-add-chapter">
          {t('editor-add-chapter')}
        </Button>
        <EditorToolButton
          onClick={auto}
          disabled={editor.durationSeconds <= 0}
          data-testid="editor-auto-chapters"
        >
          {t('editor-auto-chapters')}
        </EditorToolButton>
      </FieldsetStack>
      <FieldsetStack disabled={readOnly} gap="4">
        {children({ editor, playhead })}
      </FieldsetStack>
      <Stack as="section" aria-labelledby="editor-shortcuts-heading" gap="1">
        <Text id="editor-shortcuts-heading" fontWeight="semibold" textStyle="sm">
          {t('editor-shortcuts')}
        </Text>
        <List.Root textStyle="sm" ps="4">
          {SHORTCUTS.map((s) => (
            <List.Item key={s.action}>
              <Kbd colorPalette="gray">{s.keys}</Kbd> {t(`editor-shortcut-${s.action}`)}
            </List.Item>
          ))}
        </List.Root>
      </Stack>
      {askAuto && (
        <ConfirmDialog
          title={t('editor-auto-chapters')}
          text={t('editor-auto-chapters-confirm')}
          actionLabel={t('editor-auto-chapters-overwrite')}
          onConfirm={async () => editor.change(withAutoChapters(editor.doc, editor.durationSeconds))}
          onClose={() => setAskAuto(false)}
          testId="editor-auto-confirm"
        />
      )}
    </Stack>
  );
}
