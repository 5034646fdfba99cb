import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '#shared/domain/languages';
import { SelectField } from '../../../components/select-field';
import { languageOptions, videoTypeOptions } from '../../../lib/select-options';

/** The select of a video's type, as the create page and the overview offer it. */
export function VideoTypeField({
  name,
  testId,
  value,
  onChange,
}: {
  name: string;
  testId?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      name={name}
      label={t('studio-field-type')}
      testId={testId}
      value={value}
      onChange={onChange}
      options={videoTypeOptions(t)}
    />
  );
}

/** The select of a video's master language among the organization's languages. */
export function MasterLanguageField({
  languages,
  value,
  onChange,
}: {
  languages: readonly UiLanguage[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      name="masterLanguage"
      label={t('studio-field-master-language')}
      value={value}
      onChange={onChange}
      options={languageOptions(languages)}
    />
  );
}
