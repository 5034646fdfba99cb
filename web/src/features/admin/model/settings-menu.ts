/**
 * The admin-settings side menu (spec 2 §2 "Account (company information, features, payments,
 * subscription, transactions) and Configurations (channel information, single sign-on, tube branding,
 * tags, information classification, access control)"). The spec's entries all point to /pages/profile;
 * here each leads to its real page, and an entry shows only where that page exists and the user may use
 * it (the sidebar's rules, spec 2 §6): payments, subscription and transactions have no page yet (the
 * finance issue) and so no entry; access control is who may do what in the tube, the users' roles,
 * permissions and access on /admin/users (docs/decisions.md "Admin-settings side menu"). Single sign-on has two pages:
 * /admin/security (SAML, OIDC) and /admin/azure-ad (the certificate, its own permission).
 */
import type { Permission } from '#shared/domain/roles';
import { ADMIN_PAGES } from '../../../lib/admin-pages';
import { shownMenuGroups, type MenuContext, type MenuEntry } from '../../../lib/menu-entries';

export interface SettingsMenuEntry extends MenuEntry {
  permission: Permission;
}

export interface SettingsMenuGroup {
  id: 'account' | 'configurations';
  label: string;
  entries: SettingsMenuEntry[];
}

export const SETTINGS_MENU: readonly SettingsMenuGroup[] = [
  {
    id: 'account',
    label: 'settings-admin-menu-account',
    entries: [
      { ...ADMIN_PAGES.organization, label: 'settings-admin-menu-company' },
      { ...ADMIN_PAGES.featuresServices, label: 'settings-admin-menu-features' },
    ],
  },
  {
    id: 'configurations',
    label: 'settings-admin-menu-configurations',
    entries: [
      { ...ADMIN_PAGES.channels, label: 'settings-admin-menu-channels' },
      { ...ADMIN_PAGES.security, label: 'settings-admin-menu-sso' },
      // Single sign-on's other page, beside it.
      { ...ADMIN_PAGES.azureAd, label: 'admin-azure-ad' },
      { ...ADMIN_PAGES.branding, label: 'settings-admin-menu-branding' },
      { ...ADMIN_PAGES.tags, label: 'settings-admin-menu-tags' },
      { ...ADMIN_PAGES.informationClassification, label: 'settings-admin-menu-classification' },
      // Access control is who may do what in the tube: the users' page.
      { ...ADMIN_PAGES.users, label: 'settings-admin-menu-access-control' },
    ],
  },
];

export type SettingsMenuContext = MenuContext;

export function settingsMenu(ctx: SettingsMenuContext): SettingsMenuGroup[] {
  return shownMenuGroups(SETTINGS_MENU, ctx);
}
