import { Box, Dialog, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledIconButton } from '../../../components/labelled-icon-button';
import { AppDialog } from '../../../components/app-dialog';
import { LuCircleHelp, LuListVideo, LuPlay } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { TrackNode } from '#shared/api';
import { isUiLanguage } from '#shared/domain/languages';
import { useHelpVideos } from '../api/help-videos';
import { helpPageOf } from '../model/help-page';
import { Loading } from '../../../components/loading';

/** Spec 1 §9 "Help dialog height 540 px." */
export const HELP_DIALOG_HEIGHT = 540;

/** The toolbar's help button: opens the help dialog for the current route. */
export function HelpButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <LabelledIconButton
        label={t('help-button')}
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        data-testid="help-button"
      >
        <LuCircleHelp />
      </LabelledIconButton>
      <HelpDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * Spec 1 §2 "Help dialog: Height 540 px. Shows help videos as a track tree for the current page, or the
 * text 'no tag defined' when the page has no tag. Visibility of videos uses the readVideo permission"
 * (the server lists none without it).
 */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { page } = helpPageOf(pathname);
  const lang = isUiLanguage(i18n.language) ? i18n.language : 'en-us';
  const { data, error, isLoading } = useHelpVideos(open, page, lang);

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      size="lg"
      fresh
      scrollBehavior="inside"
      title={t('help-title')}
      testId="help-dialog"
      contentProps={{ height: `${HELP_DIALOG_HEIGHT}px` }}
    >
      <Dialog.Body overflowY="auto">
        {error ? (
          <Text role="alert">{error.message || t('error-generic')}</Text>
        ) : isLoading || !data ? (
          <Loading />
        ) : !data.tagged ? (
          <Text data-testid="help-no-tag">{t('help-no-tag')}</Text>
        ) : data.videos.length === 0 ? (
          <Text data-testid="help-no-videos">{t('help-no-videos')}</Text>
        ) : (
          <HelpTree nodes={data.videos} onNavigate={onClose} />
        )}
      </Dialog.Body>
    </AppDialog>
  );
}

function HelpTree({ nodes, onNavigate }: { nodes: readonly TrackNode[]; onNavigate: () => void }) {
  return (
    <Box as="ul" listStyleType="none" data-testid="help-tree">
      {nodes.map((node) => (
        <Box as="li" key={`${node.parent ?? ''}/${node.id}`} py="1.5" data-depth={node.depth}>
          {node.type === 'video' && node.humanId ? (
            <Link asChild variant="plain" textStyle="sm">
              <RouterLink to={`/video/${encodeURIComponent(node.humanId)}`} onClick={onNavigate}>
                <LuPlay aria-hidden />
                {node.name}
              </RouterLink>
            </Link>
          ) : (
            <Stack gap="1">
              <Text fontWeight="semibold" display="flex" alignItems="center" gap="2">
                <LuListVideo aria-hidden />
                {node.name}
              </Text>
              {node.items.length > 0 ? (
                <Box ps="6">
                  <HelpTree nodes={node.items} onNavigate={onNavigate} />
                </Box>
              ) : null}
            </Stack>
          )}
        </Box>
      ))}
    </Box>
  );
}
