import { Box, Button, Field, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { channelImageProblem } from '#shared/domain/channel-admin';
import { PROFILE_PICTURE_EXTENSIONS } from '#shared/domain/profile';

/** What the form holds for an image: unchanged, a new file to upload, or removed. */
export type ImageChoice = { kind: 'keep' } | { kind: 'file'; file: File } | { kind: 'remove' };

/** Why the chosen file cannot be used (a dictionary key), or null. */
export function imageChoiceProblem(choice: ImageChoice): string | null {
  if (choice.kind !== 'file') return null;
  const problem = channelImageProblem(choice.file);
  return problem === 'type'
    ? 'channel-admin-image-type'
    : problem === 'size'
      ? 'channel-admin-image-size'
      : null;
}

/** An image input with its preview (the stored image, the chosen file) and a remove button. */
export function ChannelImageField({
  label,
  currentUrl,
  choice,
  onChange,
  testId,
}: {
  label: string;
  currentUrl: string;
  choice: ImageChoice;
  onChange: (choice: ImageChoice) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const problem = imageChoiceProblem(choice);
  const preview = useMemo(
    () => (choice.kind === 'file' && !problem ? URL.createObjectURL(choice.file) : null),
    [choice, problem],
  );
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = choice.kind === 'remove' ? null : (preview ?? (currentUrl || null));
  return (
    <Field.Root invalid={problem !== null}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="4" align="center" wrap="wrap">
        <Box
          width="24"
          height="16"
          rounded="md"
          borderWidth="1px"
          borderColor="border"
          overflow="hidden"
          bg="bg.muted"
          flexShrink={0}
        >
          {shown ? (
            <Image
              src={shown}
              alt={t('channel-admin-image-preview', { label })}
              objectFit="cover"
              w="full"
              h="full"
            />
          ) : null}
        </Box>
        <Stack gap="1">
          <Input
            type="file"
            accept={PROFILE_PICTURE_EXTENSIONS.map((e) => `.${e}`).join(',')}
            p="1"
            aria-label={label}
            data-testid={testId}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              onChange(file ? { kind: 'file', file } : { kind: 'keep' });
            }}
          />
          <Text textStyle="xs" color="fg.muted">
            {t('channel-admin-image-hint')}
          </Text>
        </Stack>
        {shown ? (
          <Button size="sm" variant="outline" onClick={() => onChange({ kind: 'remove' })}>
            {t('channel-admin-image-remove')}
          </Button>
        ) : null}
      </HStack>
      <Field.ErrorText>{problem ? t(problem) : null}</Field.ErrorText>
    </Field.Root>
  );
}
