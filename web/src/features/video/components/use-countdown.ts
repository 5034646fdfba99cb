import { useEffect, useRef, useState } from 'react';
import { COUNTDOWN_TICKS, createCountdown, type Countdown } from '../model/countdown';

/**
 * Runs the player's countdown (80 ticks of 100 ms) from mount while `active`; calls onDone at the end
 * unless cancelled. A new countdown (another "up next", another link) is a new mount: give it a key.
 */
export function useCountdown(active: boolean, onDone: () => void) {
  const [remaining, setRemaining] = useState(COUNTDOWN_TICKS);
  const [cancelled, setCancelled] = useState(false);
  const done = useRef(onDone);
  const countdown = useRef<Countdown | null>(null);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (!active) return;
    const c = createCountdown({ onTick: setRemaining, onDone: () => done.current() });
    countdown.current = c;
    c.start();
    return () => {
      c.cancel();
      countdown.current = null;
    };
  }, [active]);

  return {
    remaining,
    cancelled,
    cancel: () => {
      countdown.current?.cancel();
      setCancelled(true);
    },
    finish: () => countdown.current?.finish(),
  };
}
