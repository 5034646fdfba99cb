import { Box, Button, EmptyState, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuGraduationCap } from 'react-icons/lu';
import { LocalListTable, type LocalListColumn } from '../../../components/local-list-table';
import { RowDangerButton } from '../../../components/row-danger-button';
import type { LocalList } from '../../../lib/use-local-list';

/** A list's add button, above it. */
export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Box>
      <Button colorPalette="brand" onClick={onClick}>
        {children}
      </Button>
    </Box>
  );
}

/** Spec 2 §2's empty state of a list ("No application roles found" …). */
export function EmptyTraining({ text }: { text: string }) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuGraduationCap />
        </EmptyState.Indicator>
        <EmptyState.Description>{text}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A row's edit and delete buttons, named after the row for screen readers; `extra` comes first. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  deleteLabel,
  extra,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleteLabel?: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const remove = deleteLabel ?? t('training-admin-delete');
  return (
    <HStack justify="end" gap="1">
      {extra}
      <Button
        size="xs"
        variant="outline"
        aria-label={`${t('training-admin-edit')}: ${name}`}
        onClick={onEdit}
      >
        {t('training-admin-edit')}
      </Button>
      <RowDangerButton aria-label={`${remove}: ${name}`} onClick={onDelete}>
        {remove}
      </RowDangerButton>
    </HStack>
  );
}

/**
 * A training list's table: its empty state, the caller's columns and rows, and a last column for the
 * rows' actions (its header only for screen readers).
 */
export function TrainingListTable<T, S extends string>({
  list,
  testId,
  emptyText,
  caption,
  tableTestId,
  columns,
  children,
}: {
  list: LocalList<T, S>;
  testId: string;
  emptyText: string;
  caption: string;
  tableTestId: string;
  columns: readonly LocalListColumn<S>[];
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <LocalListTable
      list={list}
      testId={testId}
      empty={<EmptyTraining text={emptyText} />}
      caption={caption}
      tableTestId={tableTestId}
      columns={columns}
      actionsHeader={<Text srOnly>{t('training-admin-actions')}</Text>}
    >
      {children}
    </LocalListTable>
  );
}
