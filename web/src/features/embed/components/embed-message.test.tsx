// @vitest-environment jsdom
/**
 * The embed page's message in place of the video (login required, not found): announced with the role
 * it is given, under its testid, and hidden until its delay has passed (spec 1 §2: "Messages fade in
 * with delays").
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbedMessage } from './embed-message';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderMessage(role: 'status' | 'alert') {
  render(
    <ChakraProvider value={defaultSystem}>
      <EmbedMessage delayMs={800} role={role} testId="embed-not-found">
        Video you are looking is not found
      </EmbedMessage>
    </ChakraProvider>,
  );
  return screen.getByTestId('embed-not-found');
}

describe('EmbedMessage', () => {
  it('carries the role and the testid it is given', () => {
    const message = renderMessage('alert');
    expect(message.getAttribute('role')).toBe('alert');
    expect(message.textContent).toBe('Video you are looking is not found');
  });

  it('shows only once its delay has passed', () => {
    const message = renderMessage('status');
    expect(message.getAttribute('data-shown')).toBe('false');
    act(() => {
      vi.advanceTimersByTime(799);
    });
    expect(message.getAttribute('data-shown')).toBe('false');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(message.getAttribute('data-shown')).toBe('true');
  });
});
