import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { productionLinkFor } from '../model/production-order';

/**
 * "Open order" under a task's title in a list, when the task is a step of a production order (`withOrg`:
 * the operator's list, whose order pages name the customer's organization); nothing otherwise.
 */
export function ProductionOrderLink({
  task,
  withOrg = false,
  textStyle = 'xs',
}: {
  task: { taskId: string; subtype: string; orgId?: string };
  withOrg?: boolean;
  textStyle?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const order = productionLinkFor(task, { withOrg });
  if (!order) return null;
  return (
    <Link asChild textStyle={textStyle}>
      <RouterLink to={order} data-testid="production-open-order">
        {t('production-open-order')}
      </RouterLink>
    </Link>
  );
}
