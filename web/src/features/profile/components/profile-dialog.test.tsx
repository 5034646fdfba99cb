// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { translatedTexts } from '#shared/i18n/dictionaries';
import { SessionProvider, type InitData, type Session } from '../../../lib/session';
import { ProfileDialog } from './profile-dialog';
import { initEnglish } from '../../../lib/test-i18n';

const calls = vi.hoisted(() => ({
  saveProfile: vi.fn(),
  saveTooltipPreference: vi.fn(),
  saveMailPreferences: vi.fn(),
  uploadPicture: vi.fn(),
  error: vi.fn(),
  success: vi.fn(),
}));
vi.mock('../api/profile', () => ({
  saveProfile: calls.saveProfile,
  saveTooltipPreference: calls.saveTooltipPreference,
  saveMailPreferences: calls.saveMailPreferences,
  uploadPicture: calls.uploadPicture,
}));
vi.mock('../../../components/notices', () => ({ notify: { error: calls.error, success: calls.success } }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await initEnglish(i18n);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const initData = {
  settings: {
    tooltipDisabled: false,
    mailOptOuts: ['training'],
    isConfigurationCompleted: true,
    preferredLanguage: 'en-us',
    isFirstLogin: false,
  },
  userData: {
    displayName: 'Martin Meyer',
    photoURL: '',
    email: 'member@acme.test',
    profile: {
      firstName: 'Martin',
      lastName: 'Meyer',
      jobTitle: 'Sales',
      phoneNumber: '',
      country: 'DE',
      profilePic: '',
      email: 'member@acme.test',
      isMasterAdmin: false,
    },
  },
} as unknown as InitData;

function renderDialog() {
  const reload = vi.fn(() => Promise.resolve());
  const session = { status: 'signedIn', initData, reload } as unknown as Session;
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <SessionProvider value={session}>
          <ProfileDialog open onClose={() => undefined} />
        </SessionProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { reload };
}

describe('profile dialog', () => {
  it('checks the phone on change ("phone is numeric") and keeps Save disabled meanwhile', async () => {
    renderDialog();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '45ab' } });
    expect(await screen.findByText('Phone number must contain digits only')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '4512' } });
    expect(screen.queryByText('Phone number must contain digits only')).toBeNull();
    expect(save).toHaveProperty('disabled', false);
  });

  it('sends only the changed fields, then reloads the session', async () => {
    calls.saveProfile.mockResolvedValue({ id: 'u' });
    const { reload } = renderDialog();
    fireEvent.change(await screen.findByLabelText('Job title'), { target: { value: 'Key accounts' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(calls.saveProfile).toHaveBeenCalledWith({ jobTitle: 'Key accounts' });
    expect(calls.saveTooltipPreference).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalled();
    expect(calls.success).toHaveBeenCalledWith('Your profile has been saved');
  });

  it('shows the e-mail categories as saved and sends the new opt-outs alone when one is switched', async () => {
    calls.saveMailPreferences.mockResolvedValue({ id: 'u' });
    renderDialog();
    const tasks = await screen.findByRole('checkbox', { name: 'E-mail me when a task is assigned to me' });
    const training = screen.getByRole('checkbox', { name: 'E-mail me about my training' });
    expect(tasks).toHaveProperty('checked', true);
    expect(training).toHaveProperty('checked', false);
    expect(screen.getByText('Messages about your account always reach you.')).toBeTruthy();
    await act(async () => fireEvent.click(tasks));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(calls.saveMailPreferences).toHaveBeenCalledWith(['tasks', 'training']);
    expect(calls.saveProfile).not.toHaveBeenCalled();
    expect(calls.saveTooltipPreference).not.toHaveBeenCalled();
  });

  it('a failed save shows the red "error-saving" notice (spec 1 §8)', async () => {
    calls.saveProfile.mockRejectedValue(new Error('500'));
    renderDialog();
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Max' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(calls.error).toHaveBeenCalledWith(translatedTexts('en-us')['error-saving']);
    expect(calls.success).not.toHaveBeenCalled();
  });
});
