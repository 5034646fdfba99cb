import { Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuGripVertical } from 'react-icons/lu';
import { MoveButtons } from '../../../components/move-buttons';
import { moveById, moveItem } from '../model/ordering';

export interface SortableItem {
  id: string;
  /** The item's name: the handle's and the move buttons' labels, the screen-reader announcements. */
  label: string;
}

/**
 * A list re-ordered by dragging a row's handle (spec 2 §2 "processes can be re-ordered by drag"; @dnd-kit),
 * from the keyboard too (the handle: Space or Enter picks the row up, the arrow keys move it, Space or
 * Enter drops it, Escape cancels; each step announced in the user's language), or by the row's move
 * buttons. `onReorder` gets the ids in their new order.
 */
export function SortableList<T extends SortableItem>({
  items,
  onReorder,
  children,
  actions,
  testId,
  disabled = false,
}: {
  items: readonly T[];
  onReorder: (ids: string[]) => void;
  /** The row's content beside its handle. */
  children: (item: T, index: number) => ReactNode;
  /** The row's own buttons after the move buttons (edit, delete, remove). */
  actions?: (item: T) => ReactNode;
  testId: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((i) => i.id);
  const labelOf = (id: UniqueIdentifier) => items.find((i) => i.id === id)?.label ?? String(id);
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  // Said while the item moves over a place and again where it is dropped.
  const announceMove: Announcements['onDragOver'] = ({ active, over }) =>
    over
      ? t('training-admin-moved', {
          name: labelOf(active.id),
          position: positionOf(over.id),
          count: ids.length,
        })
      : undefined;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('training-admin-drag-picked', {
        name: labelOf(active.id),
        position: positionOf(active.id),
        count: ids.length,
      }),
    onDragOver: announceMove,
    onDragEnd: announceMove,
    onDragCancel: ({ active }) => t('training-admin-drag-cancelled', { name: labelOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder([...moveById(ids, String(active.id), String(over.id))]);
  };
  const move = (from: number, to: number) => onReorder([...moveItem(ids, from, to)]);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('training-admin-drag-instructions') },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Stack as="ol" gap="2" listStyleType="none" m="0" p="0" data-testid={testId}>
          {items.map((item, index) => (
            <SortableRow key={item.id} id={item.id} label={item.label} disabled={disabled}>
              <Box flex="1" minW="0">
                {children(item, index)}
              </Box>
              <HStack gap="1" flexShrink={0}>
                <MoveButtons
                  index={index}
                  count={items.length}
                  size="xs"
                  upLabel={t('training-admin-move-up', { name: item.label })}
                  downLabel={t('training-admin-move-down', { name: item.label })}
                  disabled={disabled}
                  onMove={move}
                />
                {actions?.(item)}
              </HStack>
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  disabled,
  children,
}: {
  id: string;
  label: string;
  disabled: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  return (
    <HStack
      as="li"
      ref={setNodeRef}
      gap="2"
      px="2"
      py="2"
      borderWidth="1px"
      borderRadius="md"
      bg={isDragging ? 'bg.muted' : 'bg'}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
      }}
      data-testid="sortable-row"
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="xs"
        variant="ghost"
        cursor={disabled ? undefined : 'grab'}
        aria-label={t('training-admin-drag', { name: label })}
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        <LuGripVertical />
      </IconButton>
      {children}
    </HStack>
  );
}

/** The position of a row, as the list shows it. */
export function Position({ index }: { index: number }) {
  return (
    <Text as="span" color="fg.muted" minW="6" display="inline-block">
      {index + 1}.
    </Text>
  );
}
