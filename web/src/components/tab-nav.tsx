import { HStack, Link } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { borderMarkedNavLink } from './nav-link-styles';

export interface TabNavItem {
  to: string;
  label: string;
}

/**
 * A row of tabs that are links (a channel's sections, the reports' audiences): the current one
 * (aria-current=page) underlined in the brand colour. `end`: a tab is current only on its own path.
 */
export function TabNav({ label, tabs, end }: { label: string; tabs: readonly TabNavItem[]; end?: boolean }) {
  return (
    <HStack as="nav" aria-label={label} gap="1" borderBottomWidth="1px">
      {tabs.map((tab) => (
        <Link key={tab.to} {...borderMarkedNavLink} py="2" mb="-1px" borderBottomWidth="2px">
          <NavLink end={end} to={tab.to}>
            {tab.label}
          </NavLink>
        </Link>
      ))}
    </HStack>
  );
}
