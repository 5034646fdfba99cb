import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Under a sub-track's name in a list of tracks: the track it belongs to; nothing for a top track. */
export function ParentTrackNote({ parentName }: { parentName: string | null }) {
  const { t } = useTranslation();
  return parentName ? (
    <Text textStyle="xs" color="fg.muted">
      {t('tracks-admin-list-in', { name: parentName })}
    </Text>
  ) : null;
}
