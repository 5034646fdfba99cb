// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SubtitleChapter } from '#shared/api';
import { initEnglish } from '../../../../lib/test-i18n';
import { ChaptersSection } from './chapters-section';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await initEnglish(i18n);
});

afterEach(cleanup);

function renderSection(chapters: SubtitleChapter[]) {
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <ChaptersSection headingId="chapters-heading" heading="Chapters" chapters={chapters}>
          {(chapter, index) => (
            <p key={index} data-testid="chapter">
              {`${index}:${chapter.startSeconds}`}
            </p>
          )}
        </ChaptersSection>
      </ChakraProvider>
    </I18nextProvider>,
  );
}

describe('ChaptersSection', () => {
  it('is a section labelled by its heading, one entry per chapter', () => {
    renderSection([{ startSeconds: 0 }, { startSeconds: 12 }] as SubtitleChapter[]);
    expect(screen.getByRole('region', { name: 'Chapters' })).toBeTruthy();
    expect(screen.getAllByTestId('chapter').map((p) => p.textContent)).toEqual(['0:0', '1:12']);
    expect(screen.queryByText(i18n.t('editor-no-chapters'))).toBeNull();
  });

  it('says there are no chapters when the document has none', () => {
    renderSection([]);
    expect(screen.getByText(i18n.t('editor-no-chapters'))).toBeTruthy();
  });
});
