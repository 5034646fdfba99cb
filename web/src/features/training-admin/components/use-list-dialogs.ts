import { useState } from 'react';

/**
 * Which dialogs of a training list are open: the edit dialog (for a new item when `editing.item` is
 * null) and the delete confirmation, each for the item whose row opened it.
 */
export function useListDialogs<T>() {
  // Wrapped, so that "adding" (item null) differs from "closed" (editing null).
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    editing,
    deleting,
    openAdd: () => setEditing({ item: null }),
    openEdit: (item: T) => setEditing({ item }),
    closeEdit: () => setEditing(null),
    openDelete: (item: T) => setDeleting(item),
    closeDelete: () => setDeleting(null),
  };
}
