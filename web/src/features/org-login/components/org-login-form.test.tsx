// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initEnglish } from '../../../lib/test-i18n';
import { OrgLoginForm } from './org-login-form';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await initEnglish(i18n);
});

afterEach(cleanup);

function renderForm(onSubmit = vi.fn(async (_email: string): Promise<string | undefined> => undefined)) {
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <OrgLoginForm onSubmit={onSubmit} />
      </ChakraProvider>
    </I18nextProvider>,
  );
  return {
    onSubmit,
    email: screen.getByLabelText(/Email/),
    login: screen.getByRole('button', { name: 'Login' }),
  };
}

describe('OrgLoginForm', () => {
  it('shows "Required" for an empty submit and does not call the lookup', async () => {
    const { onSubmit, login, email } = renderForm();
    await act(async () => fireEvent.click(login));
    expect(screen.getByText('Required')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows "Invalid email" and clears it once the address is valid', async () => {
    const { login, email } = renderForm();
    fireEvent.change(email, { target: { value: 'member@' } });
    await act(async () => fireEvent.click(login));
    expect(screen.getByText('Invalid email')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'member@acme.test' } });
    expect(screen.queryByText('Invalid email')).toBeNull();
  });

  it('submits the trimmed, lower-cased e-mail and shows the lookup failure on the field', async () => {
    const onSubmit = vi.fn(async () => 'email-not-in-organization');
    const { login, email } = renderForm(onSubmit);
    fireEvent.change(email, { target: { value: ' Someone@Nowhere.test ' } });
    await act(async () => fireEvent.click(login));
    expect(onSubmit).toHaveBeenCalledWith('someone@nowhere.test');
    expect(screen.getByText('This email does not belong to any organization')).toBeTruthy();
    expect(document.activeElement).toBe(email);
  });
});
