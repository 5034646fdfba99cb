import { Dialog, RadioGroup, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type UiLanguage } from '#shared/domain/languages';
import { AppDialog, DialogActions } from '../../../components/app-dialog';

/** "See all": every UI language, each in its own name. */
export function LanguageDialog({
  open,
  onClose,
  languages,
  current,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  languages: readonly UiLanguage[];
  current: UiLanguage;
  onChoose: (language: UiLanguage) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <AppDialog open={open} onClose={onClose} size="lg" scrollBehavior="inside" title={t('choose-language')}>
      <Dialog.Body>
        <RadioGroup.Root
          value={current}
          aria-label={t('choose-language')}
          disabled={busy}
          onValueChange={async (e) => {
            if (!e.value) return;
            setBusy(true);
            try {
              await onChoose(e.value as UiLanguage);
              onClose();
            } finally {
              setBusy(false);
            }
          }}
        >
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
            {languages.map((language) => (
              <RadioGroup.Item key={language} value={language}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText lang={language}>{LANGUAGE_NAMES[language]}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </SimpleGrid>
        </RadioGroup.Root>
      </Dialog.Body>
      <DialogActions dismiss={t('close')} />
    </AppDialog>
  );
}
