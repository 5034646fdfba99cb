import { Box, Field, Grid, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { languageLabel } from '../../../../lib/select-options';
import { maxLengthOf, type DraftPath } from '../model/translation-draft';

/**
 * One text to translate: the master's on the left (read-only, in the master's language), the
 * translation's field on the right (in the target language), with its length against the contract's
 * limit and its problem. `rows`: a multi-line field.
 */
export function TranslationField({
  path,
  label,
  master,
  masterLanguage,
  targetLanguage,
  value,
  onChange,
  rows,
  problem,
}: {
  path: DraftPath;
  label: string;
  master: string;
  masterLanguage: string;
  targetLanguage: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  problem?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const masterLabelId = useId();
  const max = maxLengthOf(path);
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  const target = {
    name: path,
    value,
    lang: targetLanguage,
    'data-testid': 'translate-target',
    onChange: change,
  };
  return (
    <Grid
      templateColumns={{ base: '1fr', md: '1fr 1fr' }}
      gap={{ base: '2', md: '4' }}
      data-testid="translate-field"
      data-path={path}
    >
      <Stack gap="1.5" minW="0">
        <Text id={masterLabelId} textStyle="sm" fontWeight="medium">
          {t('translate-field-in', { field: label, language: languageLabel(masterLanguage) })}
        </Text>
        <Box
          role="group"
          aria-labelledby={masterLabelId}
          lang={masterLanguage}
          data-testid="translate-master"
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
          bg="bg.muted"
          borderRadius="l2"
          px="3"
          py="2"
          minH="10"
        >
          {master || (
            <Text as="span" color="fg.muted" lang={i18n.resolvedLanguage}>
              {t('translate-master-empty')}
            </Text>
          )}
        </Box>
      </Stack>
      <Field.Root invalid={Boolean(problem)} minW="0">
        <Field.Label>
          {t('translate-field-in', { field: label, language: languageLabel(targetLanguage) })}
        </Field.Label>
        {rows ? <Textarea rows={rows} {...target} /> : <Input {...target} />}
        <Field.HelperText>{t('translate-length', { count: value.length, max })}</Field.HelperText>
        {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
      </Field.Root>
    </Grid>
  );
}
