import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { translationTaskLinkFor } from '../../../lib/task-paths';

/**
 * "Open translation" under a task's title, when the task is a step of a video translation (translate,
 * approve, review): the translator's page (/translate-video/{taskId}, issue 14); nothing otherwise.
 */
export function TranslationTaskLink({
  task,
  textStyle = 'xs',
}: {
  task: { taskId: string; subtype: string };
  textStyle?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const page = translationTaskLinkFor(task);
  if (!page) return null;
  return (
    <Link asChild textStyle={textStyle}>
      <RouterLink to={page} data-testid="translation-open-page">
        {t('tasks-open-translation')}
      </RouterLink>
    </Link>
  );
}
