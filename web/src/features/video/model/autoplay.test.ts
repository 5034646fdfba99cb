import { describe, expect, it } from 'vitest';
import { startAutoplay, type AutoplayMedia } from './autoplay';

const refused = () =>
  Object.assign(new Error('play() failed because the user did not interact'), { name: 'NotAllowedError' });
const aborted = () => Object.assign(new Error('interrupted by a new load request'), { name: 'AbortError' });

/** A media element whose play() answers by its mute state, recording every call. */
function media(answers: { withSound: Error | null; muted: Error | null }) {
  const calls: boolean[] = [];
  const element: AutoplayMedia & { calls: boolean[] } = {
    muted: false,
    calls,
    play() {
      calls.push(this.muted);
      const error = this.muted ? answers.muted : answers.withSound;
      return error ? Promise.reject(error) : Promise.resolve();
    },
  };
  return element;
}

describe('startAutoplay (issue 9 point 10: up next plays, muted autoplay policy handled)', () => {
  it('plays with sound when the browser allows it', async () => {
    const m = media({ withSound: null, muted: null });
    await expect(startAutoplay(m)).resolves.toBe('sound');
    expect(m.calls).toEqual([false]);
    expect(m.muted).toBe(false);
  });

  it('plays muted when sound is refused (NotAllowedError), instead of staying paused', async () => {
    const m = media({ withSound: refused(), muted: null });
    await expect(startAutoplay(m)).resolves.toBe('muted');
    expect(m.calls).toEqual([false, true]);
    expect(m.muted).toBe(true);
  });

  it('reports blocked and restores the sound setting when even muted playback is refused', async () => {
    const m = media({ withSound: refused(), muted: refused() });
    await expect(startAutoplay(m)).resolves.toBe('blocked');
    expect(m.calls).toEqual([false, true]);
    expect(m.muted).toBe(false);
  });

  it('does not retry muted when play() was only interrupted (a new load, a pause)', async () => {
    const m = media({ withSound: aborted(), muted: null });
    await expect(startAutoplay(m)).resolves.toBe('aborted');
    expect(m.calls).toEqual([false]);
    expect(m.muted).toBe(false);
  });

  it('an element muted already just plays muted', async () => {
    const m = media({ withSound: refused(), muted: null });
    m.muted = true;
    await expect(startAutoplay(m)).resolves.toBe('muted');
    expect(m.calls).toEqual([true]);
  });
});
