import type { ReactNode } from 'react';
import { FadeIn } from './fade-in';

/**
 * A message the embed page shows instead of the video (login required, not found): centred, fading in
 * after its delay (spec 1 §2: "Messages fade in with delays").
 */
export function EmbedMessage({
  delayMs,
  role,
  testId,
  children,
}: {
  delayMs: number;
  /** 'status' for a message the visitor can act on, 'alert' for a failure. */
  role: 'status' | 'alert';
  testId: string;
  children: ReactNode;
}) {
  return (
    <FadeIn delayMs={delayMs} role={role} textAlign="center" py="16" data-testid={testId}>
      {children}
    </FadeIn>
  );
}
