import { Button, CheckboxGroup, Fieldset, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldsetStack, FormError, LabelledCheckbox } from '../../../components/form-bits';
import { notify } from '../../../components/notices';
import { SelectField } from '../../../components/select-field';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import { saveLabels } from '../api/studio';
import type { StudioSectionProps } from '../model/sections';
import { labelChanges, tagGroups, tagKey, toggleTag } from '../model/tags-form';

/**
 * Section `tags` (spec 2 §2): the organization's tags the video carries (the tags feature) and its
 * information classification (the infClassification feature), saved with updateGeneral. Read-only
 * while the caller may not edit the video's fields (the page's notice says why).
 */
export function TagsSection({ video, refresh, readOnly = false }: StudioSectionProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(video.tags);
  const [classification, setClassification] = useState(video.infClassification);
  const submit = useDialogSubmit();
  const { labelChoices } = video;
  const chosenKeys = new Set(chosen.map(tagKey));

  const save = () =>
    void submit.run(async () => {
      const changes = labelChanges(video, chosen, classification);
      if (changes) await saveLabels(changes);
      await refresh();
      notify.snackbar(t('studio-saved'));
    });

  return (
    <FieldsetStack disabled={readOnly} gap="5" maxW="3xl" data-testid="studio-tags">
      {labelChoices.tagsEnabled &&
        (labelChoices.tags.length === 0 ? (
          <Text color="fg.muted">{t('studio-tags-empty')}</Text>
        ) : (
          tagGroups(labelChoices.tags).map(({ group, tags }) => (
            <Fieldset.Root key={group}>
              <Fieldset.Legend>{group}</Fieldset.Legend>
              <CheckboxGroup>
                <HStack gap="4" wrap="wrap">
                  {tags.map((tag) => (
                    <LabelledCheckbox
                      key={tagKey(tag)}
                      checked={chosenKeys.has(tagKey(tag))}
                      onChange={(on) => setChosen((c) => toggleTag(c, tag, on))}
                    >
                      {tag.tagValue}
                    </LabelledCheckbox>
                  ))}
                </HStack>
              </CheckboxGroup>
            </Fieldset.Root>
          ))
        ))}
      {labelChoices.classificationEnabled && (
        <SelectField
          name="infClassification"
          label={t('studio-classification')}
          testId="studio-classification"
          value={classification}
          onChange={setClassification}
          placeholder={{ label: t('studio-classification-none') }}
          options={labelChoices.classifications.map((c) => ({
            value: c.name,
            label: c.description ? `${c.name} – ${c.description}` : c.name,
          }))}
        />
      )}
      <FormError error={submit.error} />
      <HStack>
        <Button onClick={save} loading={submit.busy} data-testid="studio-tags-save">
          {t('studio-save')}
        </Button>
      </HStack>
    </FieldsetStack>
  );
}
