// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GlobalErrorDialog } from './app-notices';
import { errorDialog, NOTICE_DURATIONS, notify, toaster } from './notices';
import { initEnglish } from '../lib/test-i18n';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await initEnglish(i18n);
});

afterEach(() => {
  cleanup();
  act(() => errorDialog.close());
});

describe('notice durations (spec 1 §9)', () => {
  it('"Success notice 5 s; error notice 15 s; snackbar autohide 6 s; copy-to-clipboard notice 2 s"', () => {
    expect(NOTICE_DURATIONS).toEqual({ success: 5000, error: 15000, snackbar: 6000, copied: 2000 });
  });

  it.each([
    ['success', 5000],
    ['error', 15000],
    ['snackbar', 6000],
    ['copied', 2000],
  ] as const)('notify.%s shows for %d ms', (kind, duration) => {
    const create = vi.spyOn(toaster, 'create').mockReturnValue('id');
    notify[kind]('Message');
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Message', duration }));
    create.mockRestore();
  });
});

describe('toasts wait for React to finish committing', () => {
  it('creates the toast a microtask later, under the id answered at once', async () => {
    const id = notify.success('Saved');
    // Not yet: an effect that shows a notice must not make the toast group flush inside the commit.
    expect(toaster.getVisibleToasts().some((t) => t.id === id)).toBe(false);
    await Promise.resolve();
    expect(toaster.getVisibleToasts().find((t) => t.id === id)).toMatchObject({ title: 'Saved' });
    notify.dismiss(id);
  });
});

describe('global error dialog (spec 1 §2 Dialogs)', () => {
  function renderDialog() {
    render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={defaultSystem}>
          <GlobalErrorDialog />
        </ChakraProvider>
      </I18nextProvider>,
    );
  }

  it('keeps errorDialog / errorCode / errorMessage state', () => {
    act(() => errorDialog.open('Resource is not found', 404));
    expect(errorDialog.getState()).toEqual({
      errorDialog: true,
      errorCode: 404,
      errorMessage: 'Resource is not found',
    });
  });

  it('is titled "Error", survives Escape and closes only with Ok', async () => {
    renderDialog();
    await act(async () => errorDialog.open('Oops! Something went wrong', 'E42'));
    const dialog = await screen.findByRole('alertdialog');
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByText('Error code: E42')).toBeTruthy();
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(errorDialog.getState().errorDialog).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ok' })));
    expect(errorDialog.getState().errorDialog).toBe(false);
  });
});
