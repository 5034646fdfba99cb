// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeadedSection } from './headed-section';

afterEach(cleanup);

const inChakra = (ui: ReactNode) => render(<ChakraProvider value={defaultSystem}>{ui}</ChakraProvider>);

describe('HeadedSection', () => {
  it('is a region named by its h3, with the intro under the heading and the content after', () => {
    inChakra(
      <HeadedSection
        headingId="render-heading"
        heading="Render"
        intro="Burn the effects in."
        gap="3"
        testId="panel"
      >
        <button type="button">Render</button>
      </HeadedSection>,
    );
    const section = screen.getByRole('region', { name: 'Render' });
    expect(section.getAttribute('data-testid')).toBe('panel');
    expect(screen.getByRole('heading', { level: 3 }).id).toBe('render-heading');
    expect([...section.children].map((child) => child.textContent)).toEqual([
      'Render',
      'Burn the effects in.',
      'Render',
    ]);
  });

  it('shows no intro line when the panel has none', () => {
    inChakra(
      <HeadedSection headingId="chapters-heading" heading="Chapters" gap="2">
        <p>content</p>
      </HeadedSection>,
    );
    const section = screen.getByRole('region', { name: 'Chapters' });
    expect(section.children).toHaveLength(2);
    expect(section.hasAttribute('data-testid')).toBe(false);
  });
});
