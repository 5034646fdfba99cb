// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EffectToggle } from './effect-toggle';

afterEach(cleanup);

const checkbox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Keyboard effect' });

function renderToggle(effect: { enabled: boolean; keys: string } | undefined, onToggle = vi.fn()) {
  render(
    <ChakraProvider value={defaultSystem}>
      <EffectToggle
        label="Keyboard effect"
        effect={effect}
        onToggle={onToggle}
        fields={(on) => <p data-testid="effect-fields">{on.keys}</p>}
      />
    </ChakraProvider>,
  );
  return onToggle;
}

describe('EffectToggle', () => {
  it('shows the effect fields only while the effect is on', () => {
    renderToggle({ enabled: true, keys: 'Ctrl+S' });
    expect(checkbox().checked).toBe(true);
    expect(screen.getByTestId('effect-fields').textContent).toBe('Ctrl+S');
  });

  it('hides them for an effect that is off or was never set', () => {
    renderToggle({ enabled: false, keys: 'Ctrl+S' });
    expect(screen.queryByTestId('effect-fields')).toBeNull();
    cleanup();
    renderToggle(undefined);
    expect(checkbox().checked).toBe(false);
    expect(screen.queryByTestId('effect-fields')).toBeNull();
  });

  it('reports the checkbox change', async () => {
    const onToggle = renderToggle(undefined);
    await act(async () => fireEvent.click(checkbox()));
    expect(onToggle).toHaveBeenCalledWith(true);
  });
});
