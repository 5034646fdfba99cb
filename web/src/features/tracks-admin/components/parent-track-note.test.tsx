// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initEnglish } from '../../../lib/test-i18n';
import { ParentTrackNote } from './parent-track-note';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await initEnglish(i18n);
});

afterEach(cleanup);

function renderNote(parentName: string | null) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <ParentTrackNote parentName={parentName} />
      </ChakraProvider>
    </I18nextProvider>,
  );
}

describe('ParentTrackNote', () => {
  it("names a sub-track's parent track", () => {
    const { container } = renderNote('Onboarding');
    expect(container.textContent).toBe(i18n.t('tracks-admin-list-in', { name: 'Onboarding' }));
    expect(container.textContent).toContain('Onboarding');
  });

  it('says nothing for a top track', () => {
    const { container } = renderNote(null);
    expect(container.textContent).toBe('');
  });
});
