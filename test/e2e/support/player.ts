import { expect, type Locator, type Page } from '@playwright/test';

/** A <video> element's state, for failure messages. */
export function mediaState(video: Locator): Promise<string> {
  return video.evaluate((v: HTMLVideoElement) => {
    const buffered = Array.from(
      { length: v.buffered.length },
      (_, i) => `${v.buffered.start(i).toFixed(2)}-${v.buffered.end(i).toFixed(2)}`,
    );
    return JSON.stringify({
      currentTime: v.currentTime,
      duration: v.duration,
      paused: v.paused,
      ended: v.ended,
      readyState: v.readyState,
      networkState: v.networkState,
      error: v.error?.message ?? null,
      buffered,
    });
  });
}

/**
 * Plays the video muted: then play() needs no user gesture in Chromium. A play() the player's own source
 * load interrupts (hls.js attaching the stream just then: "AbortError … interrupted by a new load
 * request") is asked again; any other refusal fails.
 */
export async function playMuted(video: Locator): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const refusal = await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      try {
        await v.play();
        return null;
      } catch (error) {
        return error instanceof DOMException && error.name === 'AbortError' ? 'aborted' : String(error);
      }
    });
    if (refusal === null) return;
    if (refusal !== 'aborted' || attempt >= 4) throw new Error(`play() refused: ${refusal}`);
    await video.page().waitForTimeout(250);
  }
}

/** Half a second before the end, once the player knows the duration (it has none while a source loads). */
export async function seekNearEnd(video: Locator): Promise<void> {
  await expect(async () => {
    await video.evaluate((v: HTMLVideoElement) => {
      if (!Number.isFinite(v.duration) || v.duration <= 0) throw new Error('no duration yet');
      v.currentTime = Math.max(0, v.duration - 0.5);
    });
  }).toPass({ timeout: 20_000 });
}

/**
 * Plays the video muted (then play() needs no user gesture in Chromium) and waits until it has played
 * past `seconds`; a failure says what the element was doing.
 */
export async function playsPast(video: Locator, seconds = 1, timeout = 20_000): Promise<void> {
  await playMuted(video);
  try {
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout })
      .toBeGreaterThan(seconds);
  } catch (error) {
    throw new Error(`playback did not pass ${seconds} s; media ${await mediaState(video)}`, { cause: error });
  }
}

/**
 * Opens a track's video from the track's own link on the page (another track may list the same video)
 * and plays it: the player opens with the track as its queue.
 */
export async function playFromTrack(page: Page, trackId: string, videoName: string, videoUrl: string) {
  await page.locator(`a[href$="?track=${trackId}"]`).filter({ hasText: videoName }).click();
  await expect(page).toHaveURL(videoUrl);
  const video = page.locator('video');
  await expect(video).toBeVisible({ timeout: 30_000 });
  await playsPast(video, 0.5, 30_000);
}

/**
 * Opens a player menu and picks an option. The menu opens over the video; in CI a pointer click landing
 * while it settled went through to the video's native full-screen button (player-preferences, then the
 * video spec), so the option gets its click event directly once it shows.
 */
export async function choosePlayerOption(page: Page, menu: string, option: string) {
  await page.getByTestId(menu).click();
  const item = page.getByTestId(`${menu}-menu`).getByRole('menuitemradio', { name: option, exact: true });
  await expect(item).toBeVisible();
  await item.dispatchEvent('click');
}
