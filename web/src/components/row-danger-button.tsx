import { Button, type ButtonProps } from '@chakra-ui/react';

/** The small red button that removes or stops one row of a list (a user, a share). */
export function RowDangerButton(props: Omit<ButtonProps, 'size' | 'variant' | 'colorPalette'>) {
  return <Button size="xs" variant="outline" colorPalette="red" {...props} />;
}
