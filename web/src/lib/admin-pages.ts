/**
 * The admin pages as facts: where each one lives, the permission it needs and the feature that must be
 * on (spec 2 §6). Both menus of admin pages (the sidebar's admin groups, the admin-settings side menu)
 * take their entries from here, so a page's rule is written once; each menu keeps its own labels and order.
 */
import type { Permission } from '#shared/domain/roles';
import type { MenuEntry } from './menu-entries';

export type AdminPage = Required<Pick<MenuEntry, 'path' | 'permission'>> & Pick<MenuEntry, 'feature'>;

/** An admin page: its path, the permission it needs and, where it has one, the feature that must be on. */
function page(path: string, permission: Permission, feature?: string): AdminPage {
  return feature ? { path, permission, feature } : { path, permission };
}

export const ADMIN_PAGES = {
  organization: page('/admin/organization', 'updateOrganization'),
  branding: page('/admin/branding', 'updateOrganization'),
  // Single sign-on is the organization's own configuration, as branding is (updateOrganization).
  security: page('/admin/security', 'updateOrganization'),
  // Single sign-on's other page: the Azure AD certificate, for whoever holds its permission.
  azureAd: page('/admin/azure-ad', 'updateAzureAdCertificate'),
  // Who may do what in the tube: the users' roles, permissions, and enabling or disabling them.
  users: page('/admin/users', 'updateOrganization'),
  tasks: page('/admin/tasks', 'updateOrganization'),
  eventLog: page('/admin/event-log', 'updateOrganization'),
  informationClassification: page(
    '/admin/information-classification',
    'updateInformationClassification',
    'infClassification',
  ),
  channels: page('/admin/channels', 'updateOrganization'),
  tracks: page('/admin/tracks', 'updateOrganization'),
  videos: page('/admin/videos', 'readVideo'),
  tags: page('/admin/tags', 'updateOrganization', 'tags'),
  reports: page('/admin/reports', 'updateOrganization'),
  featuresServices: page('/finance/features-services', 'updateOrganization'),
  // The organization's main wallet: its master admins and the operator's staff (the page says so to others).
  wallet: page('/admin/service-consumption/wallet', 'updateOrganization'),
  // The training group (issue 15): admins who are also operator-organization staff (the group says so).
  applicationRoles: page('/admin/application-roles', 'updateOrganization'),
  applicationIds: page('/admin/application-ids', 'updateOrganization'),
  processes: page('/admin/processes', 'updateOrganization'),
  trainingPlans: page('/admin/training-plans', 'updateOrganization'),
  trainingUsers: page('/admin/training-users', 'updateOrganization'),
  pools: page('/admin/pools', 'updateOrganization'),
  lanes: page('/admin/lanes', 'updateOrganization'),
} as const satisfies Record<string, AdminPage>;
