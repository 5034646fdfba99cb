import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEXT_EFFECT_POSITIONS, TEXT_EFFECT_STYLES } from '#shared/api';
import { quickGuideAllowed } from '#shared/domain/chapters';
import { LabelledCheckbox } from '../../../../components/form-bits';
import { SelectField } from '../../../../components/select-field';
import type { StudioSectionProps } from '../../model/sections';
import { ChapterActionButton } from '../components/chapter-card';
import { ChapterTabLayout } from '../components/chapter-tab-layout';
import { EditorShell, type EditorTabProps } from '../components/editor-shell';
import { EffectToggle } from '../components/effect-toggle';
import { EditorToolButton } from '../components/editor-tool-button';
import { TimeField, useProblemText } from '../components/fields';
import {
  problemAt,
  removeChapter,
  setKeyboardEffect,
  setTextEffect,
  setTrim,
  updateChapter,
} from '../model/document';
import { valueOptions } from '../../../../lib/select-options';

function TextInput({
  label,
  value,
  onChange,
  error,
  name,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  name: string;
  placeholder?: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input name={name} value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function Effects({ editor, playhead }: EditorTabProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const { doc, change, problems } = editor;
  const problem = (path: string) => problemText(problemAt(problems, path));
  const trim = doc.trim;
  return (
    <ChapterTabLayout
      editor={editor}
      playhead={playhead}
      tools={{
        headingId: 'editor-trim-heading',
        heading: t('editor-trim'),
        intro: t('editor-trim-intro'),
        content: (
          <HStack gap="3" wrap="wrap" align="flex-end">
            <TimeField
              label={t('editor-trim-start')}
              name="trim-start"
              seconds={trim?.startSeconds ?? 0}
              onChange={(s) => change(setTrim(doc, { ...trim, startSeconds: s }))}
              error={problem('trim.startSeconds')}
            />
            <TimeField
              label={t('editor-trim-end')}
              name="trim-end"
              seconds={trim?.endSeconds ?? (editor.durationSeconds || undefined)}
              onChange={(s) => change(setTrim(doc, { startSeconds: trim?.startSeconds ?? 0, endSeconds: s }))}
              error={problem('trim.endSeconds')}
            />
            <EditorToolButton onClick={() => change(setTrim(doc, { ...trim, startSeconds: playhead.time }))}>
              {t('editor-trim-start-here')}
            </EditorToolButton>
            <EditorToolButton
              onClick={() =>
                change(setTrim(doc, { startSeconds: trim?.startSeconds ?? 0, endSeconds: playhead.time }))
              }
            >
              {t('editor-trim-end-here')}
            </EditorToolButton>
            <Button
              size="sm"
              variant="ghost"
              colorPalette="gray"
              onClick={() => change(setTrim(doc, undefined))}
              disabled={!trim}
            >
              {t('editor-trim-remove')}
            </Button>
          </HStack>
        ),
      }}
      chapters={{
        headingId: 'editor-chapters-heading',
        heading: t('editor-chapters'),
        cardTestId: 'editor-chapter',
        cardGap: '3',
        moreActions: (_chapter, i, heading) => (
          <ChapterActionButton
            heading={heading}
            colorPalette="red"
            onClick={() => change(removeChapter(doc, i))}
          >
            {t('editor-remove')}
          </ChapterActionButton>
        ),
        children: (chapter, i) => {
          const base = `subtitles.chapters.${i}`;
          return (
            <>
              {problem(`${base}.startSeconds`) && (
                <Text color="fg.error">{problem(`${base}.startSeconds`)}</Text>
              )}
              <TextInput
                label={t('editor-chapter-title')}
                name={`chapter-${i}-title`}
                value={chapter.title ?? ''}
                onChange={(v) => change(updateChapter(doc, i, { title: v }))}
              />
              <EffectToggle
                label={t('editor-text-effect')}
                effect={chapter.textEffect}
                onToggle={(on) => change(setTextEffect(doc, i, { enabled: on }))}
                fields={(text) => (
                  <HStack gap="3" wrap="wrap" align="flex-start">
                    <TextInput
                      label={t('editor-text-effect-text')}
                      name={`chapter-${i}-caption`}
                      value={text.text}
                      onChange={(v) => change(setTextEffect(doc, i, { text: v }))}
                      error={problem(`${base}.textEffect.text`)}
                    />
                    <SelectField
                      label={t('editor-text-effect-position')}
                      value={text.position}
                      onChange={(v) => change(setTextEffect(doc, i, { position: v as typeof text.position }))}
                      options={valueOptions(TEXT_EFFECT_POSITIONS, (p) => t(`editor-position-${p}`))}
                      maxW="48"
                    />
                    <SelectField
                      label={t('editor-text-effect-style')}
                      value={text.style}
                      onChange={(v) => change(setTextEffect(doc, i, { style: v as typeof text.style }))}
                      options={valueOptions(TEXT_EFFECT_STYLES, (s) => t(`editor-style-${s}`))}
                      maxW="48"
                    />
                  </HStack>
                )}
              />
              <EffectToggle
                label={t('editor-keyboard-effect')}
                effect={chapter.keyboardEffect}
                onToggle={(on) => change(setKeyboardEffect(doc, i, { enabled: on }))}
                fields={(keys) => (
                  <TextInput
                    label={t('editor-keyboard-effect-keys')}
                    name={`chapter-${i}-keys`}
                    value={keys.keys}
                    placeholder="Ctrl+Shift+S"
                    onChange={(v) => change(setKeyboardEffect(doc, i, { keys: v }))}
                    error={problem(`${base}.keyboardEffect.keys`)}
                  />
                )}
              />
              {quickGuideAllowed(i) && (
                <LabelledCheckbox
                  checked={chapter.quickGuide ?? false}
                  onChange={(on) => change(updateChapter(doc, i, { quickGuide: on }))}
                >
                  {t('editor-quick-guide-page')}
                </LabelledCheckbox>
              )}
            </>
          );
        },
      }}
    />
  );
}

/** Editing tab `effects` (spec 2 §2 "effects (chapters and effects)"): chapters, their effects, the trim. */
export function EffectsTab(props: StudioSectionProps) {
  return <EditorShell {...props}>{(tab) => <Effects {...tab} />}</EditorShell>;
}
