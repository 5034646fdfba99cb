// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TenantProvider, type TenantState } from '../lib/app-context';
import { VideoThumbnail } from './video-card';

afterEach(cleanup);

function renderThumbnail(branding: Record<string, string>) {
  const tenant = { branding } as unknown as TenantState;
  return render(
    <ChakraProvider value={defaultSystem}>
      <TenantProvider value={tenant}>
        <VideoThumbnail url="https://cdn.example/thumb.jpg" />
      </TenantProvider>
    </ChakraProvider>,
  );
}

describe('VideoThumbnail', () => {
  it("lays the tube's thumbnail overlay, then its thumbnail logo, over the thumbnail", () => {
    const { container } = renderThumbnail({
      thumbnailOverlay: 'https://cdn.example/overlay.png',
      thumbnailLogo: 'https://cdn.example/logo.png',
    });
    expect(screen.getByTestId('thumbnail-overlay').getAttribute('src')).toBe(
      'https://cdn.example/overlay.png',
    );
    expect(screen.getByTestId('thumbnail-logo').getAttribute('src')).toBe('https://cdn.example/logo.png');
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('data-testid'))).toEqual([
      null,
      'thumbnail-overlay',
      'thumbnail-logo',
    ]);
  });

  it('shows only the branding images the tube has', () => {
    renderThumbnail({ thumbnailLogo: 'https://cdn.example/logo.png' });
    expect(screen.queryByTestId('thumbnail-overlay')).toBeNull();
    expect(screen.getByTestId('thumbnail-logo')).toBeTruthy();
  });
});
