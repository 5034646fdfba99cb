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
      { path: '/admin/organization', label: 'settings-admin-menu-company', permission: 'updateOrganization' },
      {
        path: '/finance/features-services',
        label: 'settings-admin-menu-features',
        permission: 'updateOrganization',
      },
    ],
  },
  {
    id: 'configurations',
    label: 'settings-admin-menu-configurations',
    entries: [
      { path: '/admin/channels', label: 'settings-admin-menu-channels', permission: 'updateOrganization' },
      { path: '/admin/security', label: 'settings-admin-menu-sso', permission: 'updateOrganization' },
      // Single sign-on's other page: the Azure AD certificate, for whoever holds its permission.
      { path: '/admin/azure-ad', label: 'admin-azure-ad', permission: 'updateAzureAdCertificate' },
      { path: '/admin/branding', label: 'settings-admin-menu-branding', permission: 'updateOrganization' },
      {
        path: '/admin/tags',
        label: 'settings-admin-menu-tags',
        permission: 'updateOrganization',
        feature: 'tags',
      },
      {
        path: '/admin/information-classification',
        label: 'settings-admin-menu-classification',
        permission: 'updateInformationClassification',
        feature: 'infClassification',
      },
      // Who may do what in the tube: the users' roles, permissions, and enabling or disabling them.
      { path: '/admin/users', label: 'settings-admin-menu-access-control', permission: 'updateOrganization' },
    ],
  },
];

export type SettingsMenuContext = MenuContext;

export function settingsMenu(ctx: SettingsMenuContext): SettingsMenuGroup[] {
  return shownMenuGroups(SETTINGS_MENU, ctx);
}
