import { Badge, Flex, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { isFeatureOn } from '#shared/domain/feature-flags';
import { statusLabelKey } from '#shared/domain/video-lifecycle';
import { FormError } from '../../../components/form-bits';
import { TitleWithEyebrow } from '../../../components/page-title';
import { activeTubeId, useTenant } from '../../../lib/app-context';
import { useSession } from '../../../lib/session';
import { useVideoLifecycle } from '../api/lifecycle';
import { useStudioVideo } from '../api/studio';
import { PlannedUpload } from '../components/planned-upload';
import { StudioNav } from '../components/studio-nav';
import { EditNotice, EditorialBar, sectionEditScope, useEditAccess } from '../lifecycle';
import { RenderPanel } from '../render/components/render-panel';
import { parseVersion, sectionPath, visibleSections, type SectionContext } from '../model/sections';
import { STUDIO_SECTIONS } from '../sections';

/**
 * /edit/video/{section}/{videoId}/{version} (spec 2 §2 video routes): the studio's layout (the video's
 * title, status and version, the sections' navigation) around the chosen section's page.
 */
export function StudioPage() {
  const { t } = useTranslation();
  const { section = 'overview', videoId = '', version: rawVersion } = useParams();
  const version = parseVersion(rawVersion);
  const session = useSession();
  const tenant = useTenant();
  const video = useStudioVideo(videoId, version);
  // The sections that follow editorial control are read-only, saying why, until the caller may edit.
  const editScope = sectionEditScope(section);
  const access = useEditAccess(videoId, version, editScope);
  useRefreshOnStatusChange(videoId, video.data?.status, () => void video.mutate());

  if (version === null) return <FormError error={t('studio-not-found')} />;
  if (video.error) {
    const status = video.error.status;
    return (
      <FormError
        error={
          status === 404 ? t('studio-not-found') : status === 403 ? t('admin-no-access') : t('error-generic')
        }
      />
    );
  }
  if (!video.data) return <Skeleton height="32" aria-hidden />;

  const permissions = session.initData?.permissions ?? [];
  const flags = session.initData?.featureFlags ?? [];
  const tubeId = activeTubeId(tenant);
  const ctx: SectionContext = {
    video: video.data,
    isOrgAdmin: permissions.includes('updateOrganization') && !session.isSwitched,
    permissions,
    featureOn: (id) => isFeatureOn(flags, id, { tubeId, channelId: video.data?.channelId }),
  };
  const sections = visibleSections(STUDIO_SECTIONS, ctx);
  const current = sections.find((s) => s.id === section);
  // An unknown (or hidden) section: the overview, as the studio opens.
  if (!current) return <Navigate to={sectionPath('overview', videoId, version)} replace />;
  const Section = current.component;
  const data = video.data;

  return (
    <Stack gap="5" maxW="7xl">
      <Stack gap="1">
        <TitleWithEyebrow eyebrow={t('studio-title')} size="2xl" testId="studio-video-name">
          {data.name}
        </TitleWithEyebrow>
        <HStack gap="3" wrap="wrap">
          <Badge colorPalette="gray" data-testid="studio-video-status">
            {t(statusLabelKey(data.status))}
          </Badge>
          <Text textStyle="sm" data-testid="studio-video-version">
            {t('studio-version', { version: data.version, lastVersion: data.lastVersion })}
          </Text>
          <Link asChild textStyle="sm">
            <RouterLink to={`/video/${data.humanId}`}>{t('studio-open-video')}</RouterLink>
          </Link>
        </HStack>
      </Stack>
      {/* The life cycle (issue 12): status, editorial control, publishing and delete. */}
      <EditorialBar videoId={data.id} onChanged={() => video.mutate()} />
      {/* A planned video (issue 12): its file is uploaded here; until then there is nothing to render. */}
      {data.status === 'planned' && <PlannedUpload videoId={data.id} language={data.masterLanguage} />}
      {/* Rendering (issue 12): the version's effects and trim burnt into one of its playable renditions. */}
      <RenderPanel
        videoId={data.id}
        version={data.version}
        languages={data.playableLanguages.length > 0 ? data.playableLanguages : [data.masterLanguage]}
        onSettled={() => void video.mutate()}
      />
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="flex-start">
        <StudioNav sections={sections} videoId={data.id} version={data.version} />
        <Stack as="section" aria-labelledby="studio-section-heading" flex="1" minW="0" gap="4">
          <Heading as="h2" size="lg" id="studio-section-heading">
            {t(current.labelKey)}
          </Heading>
          {access && !access.editable && (
            <EditNotice videoId={data.id} access={access} onChanged={() => video.mutate()} />
          )}
          <Suspense fallback={<Skeleton height="24" aria-hidden />}>
            <Section video={data} refresh={() => video.mutate()} readOnly={!access?.editable} />
          </Suspense>
        </Stack>
      </Flex>
    </Stack>
  );
}

/** Reads the studio's video again when its status changes behind the page (a transcode or render ended). */
function useRefreshOnStatusChange(videoId: string, shown: string | undefined, refresh: () => void) {
  const status = useVideoLifecycle(videoId).data?.status;
  const seen = useRef(status);
  useEffect(() => {
    if (status === seen.current) return;
    seen.current = status;
    if (shown !== undefined && status !== undefined && status !== shown) refresh();
  }, [status, shown, refresh]);
}
