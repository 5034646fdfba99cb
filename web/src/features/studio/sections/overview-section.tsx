import { DataList, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StudioSectionProps } from '../model/sections';

/** Section `overview` (spec 2 §2): the video's general information. */
export function OverviewSection({ video }: StudioSectionProps) {
  const { t, i18n } = useTranslation();
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  const rows: { label: string; value: string }[] = [
    { label: t('studio-field-title'), value: video.name },
    { label: t('studio-field-abstract'), value: video.abstract },
    { label: t('studio-field-description'), value: video.description },
    { label: t('studio-field-type'), value: t(`videos-admin-type-${video.type}`) },
    { label: t('studio-field-master-language'), value: video.masterLanguage },
    { label: t('studio-field-channel'), value: video.channelName },
    { label: t('studio-field-responsible'), value: video.authorEmail },
    {
      label: t('studio-field-created'),
      value: video.createdAt ? created.format(new Date(video.createdAt)) : '',
    },
  ];
  return (
    <Stack gap="4" data-testid="studio-overview">
      {video.thumbnailUrl && (
        <Image src={video.thumbnailUrl} alt={t('studio-thumbnail')} maxW="xs" rounded="md" />
      )}
      <DataList.Root orientation="horizontal">
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue>{row.value || <Text color="fg.muted">—</Text>}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
