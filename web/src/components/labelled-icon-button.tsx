import { IconButton } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

/**
 * An icon-only button whose one label is both its accessible name and its tooltip (`title`), so what a
 * pointer shows and what a screen reader says cannot drift apart.
 */
export function LabelledIconButton({
  label,
  ...props
}: Omit<ComponentProps<typeof IconButton>, 'aria-label' | 'title'> & { label: string }) {
  return <IconButton aria-label={label} title={label} {...props} />;
}
