import { Button, type ButtonProps } from '@chakra-ui/react';

/** A secondary action of the editor's tool rows (undo, trim here, subtitle files): small, outlined, gray. */
export function EditorToolButton(props: Omit<ButtonProps, 'size' | 'variant' | 'colorPalette'>) {
  return <Button size="sm" variant="outline" colorPalette="gray" {...props} />;
}
