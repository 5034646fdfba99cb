// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SubtitleChapter } from '#shared/api';
import { initEnglish } from '../../../../lib/test-i18n';
import { formatTime } from '../model/timeline';
import { ChaptersSection } from './chapters-section';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await initEnglish(i18n);
});

afterEach(cleanup);

function renderSection(chapters: SubtitleChapter[], withRemove = false) {
  const onGoTo = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <ChaptersSection
          headingId="chapters-heading"
          heading="Chapters"
          chapters={chapters}
          onGoTo={onGoTo}
          cardTestId="chapter-card"
          cardGap="2"
          {...(withRemove && {
            moreActions: (_chapter: SubtitleChapter, _index: number, heading: string) => (
              <button type="button">{`Remove ${heading}`}</button>
            ),
          })}
        >
          {(chapter, index) => <p data-testid="chapter">{`${index}:${chapter.startSeconds}`}</p>}
        </ChaptersSection>
      </ChakraProvider>
    </I18nextProvider>,
  );
  return onGoTo;
}

const headingOf = (index: number, seconds: number) =>
  i18n.t('editor-chapter-heading', { number: index + 1, time: formatTime(seconds) });

describe('ChaptersSection', () => {
  it('is a section labelled by its heading, one card per chapter with its fields', () => {
    renderSection([{ startSeconds: 0 }, { startSeconds: 12 }] as SubtitleChapter[]);
    expect(screen.getByRole('region', { name: 'Chapters' })).toBeTruthy();
    expect(screen.getAllByTestId('chapter-card')).toHaveLength(2);
    expect(screen.getAllByTestId('chapter').map((p) => p.textContent)).toEqual(['0:0', '1:12']);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      headingOf(0, 0),
      headingOf(1, 12),
    ]);
    expect(screen.queryByText(i18n.t('editor-no-chapters'))).toBeNull();
  });

  it("seeks to a chapter's start from its Go to button", () => {
    const onGoTo = renderSection([{ startSeconds: 0 }, { startSeconds: 12 }] as SubtitleChapter[]);
    fireEvent.click(screen.getByRole('button', { name: `${i18n.t('editor-go-to')} ${headingOf(1, 12)}` }));
    expect(onGoTo).toHaveBeenCalledWith(12);
  });

  it("puts the tab's own actions after Go to", () => {
    renderSection([{ startSeconds: 5 }] as SubtitleChapter[], true);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      `${i18n.t('editor-go-to')}${headingOf(0, 5)}`,
      `Remove ${headingOf(0, 5)}`,
    ]);
  });

  it('says there are no chapters when the document has none', () => {
    renderSection([]);
    expect(screen.getByText(i18n.t('editor-no-chapters'))).toBeTruthy();
  });
});
