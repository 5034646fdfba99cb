import { IconButton } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp } from 'react-icons/lu';

/**
 * A re-orderable row's "move up" and "move down" buttons (the keyboard and pointer alternative to dragging
 * it): each is disabled where the row cannot go further. A fragment: the two sit in the row's own stack.
 */
export function MoveButtons({
  index,
  count,
  size,
  upLabel,
  downLabel,
  disabled = false,
  onMove,
}: {
  /** The row's position in the list (0 is the first). */
  index: number;
  /** How many rows the list has. */
  count: number;
  size: 'xs' | 'sm';
  /** The accessible names, which say which row moves. */
  upLabel: string;
  downLabel: string;
  disabled?: boolean;
  /** Moves the row from `index` to `to`. */
  onMove: (from: number, to: number) => void;
}) {
  return (
    <>
      <IconButton
        size={size}
        variant="ghost"
        aria-label={upLabel}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <LuArrowUp />
      </IconButton>
      <IconButton
        size={size}
        variant="ghost"
        aria-label={downLabel}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <LuArrowDown />
      </IconButton>
    </>
  );
}
