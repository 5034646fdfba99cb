// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextComposer, type PreparedDraft } from './text-composer';

afterEach(cleanup);

const prepare = (draft: string): PreparedDraft<string> =>
  draft.trim() ? { value: draft.trim() } : { problem: 'Write something' };

function renderComposer(send: (text: string) => Promise<unknown>, onSent?: () => Promise<unknown>) {
  render(
    <ChakraProvider value={defaultSystem}>
      <TextComposer
        field={{ label: 'Comment', name: 'comment', rows: 3 }}
        submitLabel="Send"
        submitAlign="start"
        failedText="Could not send"
        prepare={prepare}
        send={send}
        {...(onSent ? { onSent } : {})}
      />
    </ChakraProvider>,
  );
}

const field = () => screen.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement;
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));

describe('TextComposer', () => {
  it('sends the prepared draft, clears the field, then runs what follows a sent draft', async () => {
    const send = vi.fn(() => Promise.resolve());
    const onSent = vi.fn(() => Promise.resolve());
    renderComposer(send, onSent);
    fireEvent.change(field(), { target: { value: '  Looks good  ' } });
    await submit();
    expect(send).toHaveBeenCalledWith('Looks good');
    expect(onSent).toHaveBeenCalledOnce();
    expect(field().value).toBe('');
  });

  it('shows the problem and sends nothing when the draft is not ready', async () => {
    const send = vi.fn(() => Promise.resolve());
    renderComposer(send);
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('Write something')).toBeTruthy();
  });

  it("keeps the draft after a failure and shows the failure's message, else the fallback", async () => {
    const send = vi.fn<(text: string) => Promise<unknown>>(() => Promise.reject(new Error('Task closed')));
    renderComposer(send);
    fireEvent.change(field(), { target: { value: 'Hello' } });
    await submit();
    expect(screen.getByText('Task closed')).toBeTruthy();
    expect(field().value).toBe('Hello');
    send.mockImplementation(() => Promise.reject(new Error('')));
    await submit();
    expect(screen.getByText('Could not send')).toBeTruthy();
  });
});
