// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initEnglish } from '../../../../lib/test-i18n';
import { formatTime } from '../model/timeline';
import { ChapterActionButton, ChapterCard, useChapterHeading } from './chapter-card';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await initEnglish(i18n);
});

afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>
  </I18nextProvider>
);

describe('useChapterHeading', () => {
  it('names a chapter by its number from 1 and its start time', () => {
    const { result } = renderHook(() => useChapterHeading(), { wrapper });
    const heading = result.current(1, 75);
    expect(heading).toBe(i18n.t('editor-chapter-heading', { number: 2, time: formatTime(75) }));
    expect(heading).toContain('1:15.0');
  });
});

describe('ChapterCard', () => {
  it('shows the heading, the actions and the fields; the action is named after the chapter', () => {
    const seek = vi.fn();
    render(
      <ChapterCard
        data-testid="editor-chapter"
        heading="Chapter 1"
        gap="3"
        actions={
          <ChapterActionButton heading="Chapter 1" colorPalette="gray" onClick={seek}>
            Go to
          </ChapterActionButton>
        }
      >
        <p>fields</p>
      </ChapterCard>,
      { wrapper },
    );
    const card = screen.getByTestId('editor-chapter');
    expect(card.textContent).toContain('fields');
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('Chapter 1');
    fireEvent.click(screen.getByRole('button', { name: 'Go to Chapter 1' }));
    expect(seek).toHaveBeenCalledOnce();
  });
});
