import { Link, VisuallyHidden, type LinkProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuExternalLink } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { EXTERNAL_LINK_PROPS, type TicketLink } from '../model/tasks';

/**
 * A link to the ticket system's own address: a new tab, never an in-app route (issue 9 point 6), marked
 * with the external-link icon and, for screen readers, "opens in a new tab".
 */
export function ExternalTicketLink({ href, children, ...props }: LinkProps & { href: string }) {
  const { t } = useTranslation();
  return (
    <Link href={href} {...EXTERNAL_LINK_PROPS} {...props}>
      {children}
      <LuExternalLink aria-hidden />
      <VisuallyHidden>{t('ticket-new-tab')}</VisuallyHidden>
    </Link>
  );
}

/** `children` linked where a task's ticket link leads (see `ticketLink`); unlinked where it leads nowhere. */
export function TicketLinked({ link, children }: { link: TicketLink | null; children: ReactNode }) {
  if (link?.kind === 'page') {
    return (
      <Link asChild>
        <RouterLink to={link.to}>{children}</RouterLink>
      </Link>
    );
  }
  if (link?.kind === 'external') return <ExternalTicketLink href={link.href}>{children}</ExternalTicketLink>;
  return <>{children}</>;
}
