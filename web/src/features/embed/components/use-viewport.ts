import { useEffect, useState } from 'react';

/** The window's inner size (an iframe's: the frame's), following resizes. */
export function useViewport(): { width: number; height: number } {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [viewport, setViewport] = useState(read);
  useEffect(() => {
    const update = () =>
      setViewport((before) => {
        const next = read();
        return next.width === before.width && next.height === before.height ? before : next;
      });
    window.addEventListener('resize', update);
    // A size change between the first render and this effect.
    update();
    return () => window.removeEventListener('resize', update);
  }, []);
  return viewport;
}
