import { Heading } from '@chakra-ui/react';
import type { TaskListSource } from '../api/tasks';
import { TaskListPanel } from './task-list-panel';
import { TaskScreen } from './task-screen';

/** A screen that is one list of tasks under its title (the organization's tasks, a channel's). */
export function TaskListScreen({
  title,
  testId,
  tableTestId,
  rowTestId,
  source,
}: {
  /** The screen's heading and the table's caption. */
  title: string;
  testId: string;
  tableTestId: string;
  rowTestId: string;
  source: TaskListSource;
}) {
  return (
    <TaskScreen testId={testId}>
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <TaskListPanel caption={title} testId={tableTestId} rowTestId={rowTestId} source={source} />
    </TaskScreen>
  );
}
