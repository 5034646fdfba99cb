import type { ComponentProps } from 'react';
import type { OrganizationSettings } from '#shared/api';
import type { Permission } from '#shared/domain/roles';
import { SettingsList, type SettingsItem } from './settings-list';
import { SettingsContent, SettingsPage } from './settings-page';

type SettingsListProps = ComponentProps<typeof SettingsList>;

/**
 * An organization-settings page that is one feature's list (tags, information classifications): the
 * same permission gates the page and the read of the settings, and the list, once read, is named for
 * screen readers by the page's title.
 */
export function SettingsListPage({
  title,
  intro,
  permission,
  feature,
  items,
  labels,
  ...list
}: Omit<SettingsListProps, 'items' | 'labels'> & {
  title: string;
  intro: string;
  permission: Permission;
  feature: 'tags' | 'infClassification';
  /** The list's items among the organization's settings. */
  items: (settings: OrganizationSettings) => readonly SettingsItem[];
  labels: Omit<SettingsListProps['labels'], 'caption'>;
}) {
  return (
    <SettingsPage title={title} intro={intro} permission={permission} feature={feature}>
      <SettingsContent permission={permission} loadingHeight="40">
        {(settings) => (
          <SettingsList {...list} items={items(settings)} labels={{ ...labels, caption: title }} />
        )}
      </SettingsContent>
    </SettingsPage>
  );
}
