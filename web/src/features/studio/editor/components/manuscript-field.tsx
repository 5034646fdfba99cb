import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startEditing, type EditedField } from '#shared/domain/chapters';
import type { SubtitleChapter } from '#shared/api';
import type { EditorDoc } from '../model/document';
import { updateChapter } from '../model/document';

/**
 * Spec 2 §5 "only one field can be edited at a time", for a tab's manuscripts: one chapter's manuscript
 * open (a draft), applied to the document or cancelled; opening another is refused with the spec's text.
 */
export function useManuscriptEditing(doc: EditorDoc, change: (next: EditorDoc) => void) {
  const [editing, setEditing] = useState<EditedField | null>(null);
  const [draft, setDraft] = useState('');
  const [refused, setRefused] = useState<number | null>(null);
  const close = () => {
    setEditing(null);
    setRefused(null);
  };
  return {
    editing,
    draft,
    setDraft,
    refused,
    open(index: number) {
      const result = startEditing(editing, { kind: 'chapter', index, name: 'manuscript' });
      if (!result.ok) {
        setRefused(index);
        return;
      }
      setRefused(null);
      setEditing(result.editing);
      setDraft(doc.chapters[index]?.manuscript ?? '');
    },
    close,
    apply(index: number) {
      change(updateChapter(doc, index, { manuscript: draft }));
      close();
    },
  };
}

export type ManuscriptEditing = ReturnType<typeof useManuscriptEditing>;

/** A chapter's manuscript: its text with an Edit button, or the open draft with Apply and Cancel. */
export function ManuscriptField({
  index,
  chapter,
  editing,
}: {
  index: number;
  chapter: SubtitleChapter;
  editing: ManuscriptEditing;
}) {
  const { t } = useTranslation();
  if (editing.editing?.index === index) {
    return (
      <Stack gap="2">
        <Field.Root>
          <Field.Label>{t('editor-manuscript-of', { number: index + 1 })}</Field.Label>
          <Textarea
            name={`chapter-${index}-manuscript`}
            rows={4}
            value={editing.draft}
            autoFocus
            onChange={(e) => editing.setDraft(e.target.value)}
          />
        </Field.Root>
        <HStack gap="2">
          <Button size="sm" onClick={() => editing.apply(index)} data-testid="editor-manuscript-apply">
            {t('editor-apply')}
          </Button>
          <Button size="sm" variant="ghost" colorPalette="gray" onClick={editing.close}>
            {t('editor-cancel')}
          </Button>
        </HStack>
      </Stack>
    );
  }
  return (
    <>
      <Text whiteSpace="pre-wrap" color={chapter.manuscript ? undefined : 'fg.muted'}>
        {chapter.manuscript || t('editor-manuscript-empty')}
      </Text>
      <Button
        size="xs"
        variant="outline"
        colorPalette="gray"
        alignSelf="flex-start"
        onClick={() => editing.open(index)}
        data-testid="editor-manuscript-edit"
      >
        {t('editor-edit')}
        <Text as="span" srOnly>
          {t('editor-manuscript-of', { number: index + 1 })}
        </Text>
      </Button>
      {editing.refused === index && (
        <Text color="fg.error" role="alert">
          {t('editor-one-field')}
        </Text>
      )}
    </>
  );
}
