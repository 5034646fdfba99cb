import { Button, Group, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TaskFilterId } from '#shared/domain/task-statuses';

const FILTERS: { id: TaskFilterId; label: string }[] = [
  { id: 'all', label: 'tasks-filter-all' },
  { id: 'todo', label: 'tasks-filter-todo' },
];

/** The task lists' status filters (/tasks and /admin/tasks): one pressed button at a time. */
export function TaskFilterButtons({
  value,
  onChange,
}: {
  value: TaskFilterId;
  onChange: (filter: TaskFilterId) => void;
}) {
  const { t } = useTranslation();
  return (
    <HStack gap="3">
      <Text textStyle="sm" color="fg.muted">
        {t('tasks-filter-label')}
      </Text>
      <Group attached>
        {FILTERS.map((f) => (
          <Button
            key={f.id}
            size="sm"
            variant={value === f.id ? 'solid' : 'outline'}
            aria-pressed={value === f.id}
            onClick={() => onChange(f.id)}
          >
            {t(f.label)}
          </Button>
        ))}
      </Group>
    </HStack>
  );
}
