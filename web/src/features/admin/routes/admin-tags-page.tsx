import { useTranslation } from 'react-i18next';
import { TAG_PART_MAX } from '#shared/domain/organization-settings';
import { organizationCommand } from '../api/organization-settings';
import type { SettingsItem } from '../components/settings-list';
import { SettingsListPage } from '../components/settings-list-page';

const tagOf = (item: SettingsItem) => ({ tagGroup: item.tagGroup ?? '', tagValue: item.tagValue ?? '' });

/**
 * /admin/tags (spec 2 §2, §6 "Tags need updateOrganization plus the tags feature active"): the
 * organization's tags, a group and a value each (what videos and the help dialog's page tags carry).
 */
export function AdminTagsPage() {
  const { t } = useTranslation();
  return (
    <SettingsListPage
      title={t('admin-tags')}
      intro={t('settings-admin-tags-intro')}
      permission="updateOrganization"
      feature="tags"
      testId="admin-tags"
      items={(settings) => settings.tags}
      keyOf={(item) => `${item.tagGroup}: ${item.tagValue}`}
      fields={[
        { name: 'tagGroup', label: t('settings-admin-tag-group'), required: true, max: TAG_PART_MAX },
        { name: 'tagValue', label: t('settings-admin-tag-value'), required: true, max: TAG_PART_MAX },
      ]}
      labels={{
        add: t('settings-admin-tag-add'),
        addTitle: t('settings-admin-tag-add'),
        editTitle: t('settings-admin-tag-edit'),
        empty: t('settings-admin-tags-empty'),
        deleteTitle: (item) =>
          t('settings-admin-tag-delete-title', { name: `${item.tagGroup}: ${item.tagValue}` }),
        deleteText: t('settings-admin-tag-delete-text'),
        deleteConfirm: t('settings-admin-delete-confirm'),
      }}
      onSave={(values, previous) =>
        organizationCommand({
          type: 'saveTag',
          payload: { ...tagOf(values), ...(previous ? { previous: tagOf(previous) } : {}) },
        })
      }
      onDelete={(item) => organizationCommand({ type: 'deleteTag', payload: tagOf(item) })}
    />
  );
}
