import { useTranslation } from 'react-i18next';
import {
  CLASSIFICATION_DESCRIPTION_MAX,
  CLASSIFICATION_NAME_MAX,
} from '#shared/domain/organization-settings';
import { organizationCommand } from '../api/organization-settings';
import { SettingsListPage } from '../components/settings-list-page';

/**
 * /admin/information-classification (spec 2 §3 "infClassifications (name to description)", §6 "needs
 * updateInformationClassification plus the feature active"): the classifications videos may carry.
 */
export function AdminInformationClassificationPage() {
  const { t } = useTranslation();
  return (
    <SettingsListPage
      title={t('admin-information-classification')}
      intro={t('settings-admin-classification-intro')}
      permission="updateInformationClassification"
      feature="infClassification"
      testId="admin-classifications"
      items={(settings) => settings.infClassifications}
      keyOf={(item) => item.name ?? ''}
      fields={[
        {
          name: 'name',
          label: t('settings-admin-classification-name'),
          required: true,
          max: CLASSIFICATION_NAME_MAX,
        },
        {
          name: 'description',
          label: t('settings-admin-classification-description'),
          required: false,
          max: CLASSIFICATION_DESCRIPTION_MAX,
          multiline: true,
        },
      ]}
      labels={{
        add: t('settings-admin-classification-add'),
        addTitle: t('settings-admin-classification-add'),
        editTitle: t('settings-admin-classification-edit'),
        empty: t('settings-admin-classifications-empty'),
        deleteTitle: (item) => t('settings-admin-classification-delete-title', { name: item.name }),
        deleteText: t('settings-admin-classification-delete-text'),
        deleteConfirm: t('settings-admin-delete-confirm'),
      }}
      onSave={(values, previous) =>
        organizationCommand({
          type: 'saveInformationClassification',
          payload: {
            name: values.name ?? '',
            description: values.description ?? '',
            ...(previous ? { previousName: previous.name ?? '' } : {}),
          },
        })
      }
      onDelete={(item) =>
        organizationCommand({
          type: 'deleteInformationClassification',
          payload: { name: item.name ?? '' },
        })
      }
    />
  );
}
