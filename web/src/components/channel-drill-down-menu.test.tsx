// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChannelDrillDownMenu, type ChannelMenuItem } from './channel-drill-down-menu';
import { initEnglish } from '../lib/test-i18n';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await initEnglish(i18n);
});

afterEach(cleanup);

const item = (
  id: string,
  parent: string | null = null,
  extra: Partial<ChannelMenuItem> = {},
): ChannelMenuItem => ({
  id,
  name: `Channel ${id}`,
  parent,
  badge: null,
  href: `/home#channel-${id}`,
  ...extra,
});

function renderMenu(items: ChannelMenuItem[]) {
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>
          <ChannelDrillDownMenu items={items} />
        </MemoryRouter>
      </ChakraProvider>
    </I18nextProvider>,
  );
}

describe('ChannelDrillDownMenu', () => {
  it('has no scroll arrows with 12 entries at the top level, arrows with 13', () => {
    renderMenu(Array.from({ length: 12 }, (_, i) => item(`t${i}`)));
    expect(screen.queryByRole('button', { name: 'Scroll down' })).toBeNull();
    cleanup();
    renderMenu(Array.from({ length: 13 }, (_, i) => item(`t${i}`)));
    expect(screen.getByRole('button', { name: 'Scroll up' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scroll down' })).toBeTruthy();
  });

  it('drills into a channel: the drill-down variant shows arrows beyond 10 sub-channels', async () => {
    const children = Array.from({ length: 11 }, (_, i) => item(`c${i}`, 'root'));
    renderMenu([item('root'), ...children]);
    expect(screen.getByTestId('channel-menu').getAttribute('data-variant')).toBe('toolbar');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Show channels in Channel root' })),
    );
    const menu = screen.getByTestId('channel-menu');
    expect(menu.getAttribute('data-variant')).toBe('drilldown');
    expect(within(menu).getAllByRole('listitem')).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Scroll down' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(screen.getByTestId('channel-menu').getAttribute('data-variant')).toBe('toolbar');
  });

  it('shortens long names (26 when badged) and shows the badge', () => {
    const long = 'A very long channel name for the external one';
    renderMenu([item('x', null, { name: long, badge: 'external' })]);
    const shown = screen.getByText(/^A very long/);
    expect(shown.textContent).toBe(`${long.slice(0, 26).trimEnd()}…`);
    expect(shown.getAttribute('data-truncated')).toBe('true');
    expect(screen.getByText('external')).toBeTruthy();
  });
});
