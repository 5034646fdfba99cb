import { Button, Card, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HeadedSection } from '../../components/headed-section';
import type { StudioSectionProps } from '../../model/sections';
import { EditorShell, type EditorTabProps } from '../components/editor-shell';
import { TimeField, useProblemText } from '../components/fields';
import { addLink, problemAt, removeLink, updateLink } from '../model/document';

function Links({ editor, playhead }: EditorTabProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const { doc, change, problems } = editor;
  const problem = (path: string) => problemText(problemAt(problems, path));
  return (
    <HeadedSection
      headingId="editor-links-heading"
      heading={t('editor-links')}
      intro={t('editor-links-intro')}
      gap="3"
    >
      <Button
        size="sm"
        alignSelf="flex-start"
        onClick={() => change(addLink(doc, playhead.time))}
        data-testid="editor-add-link"
      >
        {t('editor-add-link')}
      </Button>
      {doc.links.length === 0 && <Text color="fg.muted">{t('editor-no-links')}</Text>}
      {doc.links.map((link, i) => (
        <Card.Root key={i} size="sm" data-testid="editor-link">
          <Card.Body>
            <HStack gap="3" wrap="wrap" align="flex-start">
              <Field.Root invalid={Boolean(problem(`links.${i}.title`))} maxW="sm">
                <Field.Label>{t('editor-link-title')}</Field.Label>
                <Input
                  name={`link-${i}-title`}
                  value={link.title}
                  onChange={(e) => change(updateLink(doc, i, { title: e.target.value }))}
                />
                {problem(`links.${i}.title`) && (
                  <Field.ErrorText>{problem(`links.${i}.title`)}</Field.ErrorText>
                )}
              </Field.Root>
              <Field.Root invalid={Boolean(problem(`links.${i}.url`))} maxW="md">
                <Field.Label>{t('editor-link-url')}</Field.Label>
                <Input
                  name={`link-${i}-url`}
                  type="url"
                  value={link.url}
                  placeholder="https://"
                  onChange={(e) => change(updateLink(doc, i, { url: e.target.value.trim() }))}
                />
                {problem(`links.${i}.url`) && <Field.ErrorText>{problem(`links.${i}.url`)}</Field.ErrorText>}
              </Field.Root>
              <TimeField
                label={t('editor-link-time')}
                name={`link-${i}-time`}
                seconds={link.startSeconds}
                onChange={(s) => change(updateLink(doc, i, { startSeconds: s }))}
              />
              <Button
                size="sm"
                mt="6"
                variant="outline"
                colorPalette="red"
                onClick={() => change(removeLink(doc, i))}
              >
                {t('editor-remove')}
                <Text as="span" srOnly>
                  {link.title || t('editor-link-untitled', { number: i + 1 })}
                </Text>
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </HeadedSection>
  );
}

/** Editing tab `links` (spec 2 §2): the video's links (title, web address, time) the player's interstitial shows. */
export function LinksTab(props: StudioSectionProps) {
  return <EditorShell {...props}>{(tab) => <Links {...tab} />}</EditorShell>;
}
