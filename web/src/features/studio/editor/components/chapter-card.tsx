import { Button, Card, HStack, Heading, Stack, Text, type CardRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../model/timeline';

/** A chapter's heading as the editor tabs name it: its number and start time. */
export function useChapterHeading(): (index: number, startSeconds: number) => string {
  const { t } = useTranslation();
  return (index, startSeconds) =>
    t('editor-chapter-heading', { number: index + 1, time: formatTime(startSeconds) });
}

/**
 * A small button on a chapter's card; its visible word ("Go to", "Remove") is followed by the chapter's
 * heading for screen readers, so each chapter's button has its own name.
 */
export function ChapterActionButton({
  heading,
  colorPalette,
  onClick,
  children,
}: {
  heading: string;
  colorPalette: 'gray' | 'red';
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button size="xs" variant="outline" colorPalette={colorPalette} onClick={onClick}>
      {children}
      <Text as="span" srOnly>
        {heading}
      </Text>
    </Button>
  );
}

/** One chapter in an editor tab's list: a card with the chapter's h4 and its actions, then its fields. */
export function ChapterCard({
  heading,
  actions,
  gap,
  children,
  ...card
}: Omit<CardRootProps, 'children'> & {
  heading: string;
  actions: ReactNode;
  gap: '2' | '3';
  children: ReactNode;
}) {
  return (
    <Card.Root size="sm" {...card}>
      <Card.Body>
        <Stack gap={gap}>
          <HStack justify="space-between" wrap="wrap">
            <Heading as="h4" size="sm">
              {heading}
            </Heading>
            {actions}
          </HStack>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
