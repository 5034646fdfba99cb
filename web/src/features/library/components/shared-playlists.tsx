import { Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { SharedPlaylist } from '#shared/api';
import { TitledSection } from '../../../components/titled-section';
import { Expandable, PlaylistRow } from './list-parts';

const enc = encodeURIComponent;

/**
 * Playlists other organizations share with the member's (the spec's "shared" category): each as it is
 * at its source now, with where it comes from and a Play link into its queue.
 */
export function SharedPlaylists({ playlists }: { playlists: readonly SharedPlaylist[] }) {
  const { t } = useTranslation();
  return (
    <TitledSection id="shared-playlists-heading" title={t('shared-playlists-title')} gap="3">
      <Expandable
        items={playlists}
        testId="shared-playlists"
        label={t('shared-playlists-title')}
        render={(playlist) => (
          <PlaylistRow
            key={playlist.trackId}
            name={<Text fontWeight="semibold">{playlist.name}</Text>}
            abstract={playlist.abstract}
            facts={
              <>
                {t('shared-playlists-from', { organization: playlist.sourceOrgName })} ·{' '}
                {t('library-videos-count', { count: playlist.videosCount })}
              </>
            }
            testId="shared-playlist"
            action={
              playlist.firstVideoHumanId ? (
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={`/video/${enc(playlist.firstVideoHumanId)}?track=${enc(playlist.trackId)}`}>
                    {t('shared-playlists-play')}
                    <VisuallyHidden>: {playlist.name}</VisuallyHidden>
                  </RouterLink>
                </Button>
              ) : null
            }
          />
        )}
      />
    </TitledSection>
  );
}
