import type { ChannelCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { editableTrack } from '../../core/access/tracks.js';
import { trackAdminData, type TrackTranslation } from '../../core/data/track-admin-data.js';
import { logChange, trackSubject } from '../../core/domain/event-log.js';
import { badRequest } from '../../core/http/errors.js';

type Payload = Extract<ChannelCommand, { type: 'saveTrackTranslations' }>['payload'];

/**
 * /playlist/edit/{trackId}/translations (issue 14): the track's name and description in the
 * organization's other languages, the whole list at once (a language left out has no translation
 * after). Whoever may edit the track may translate it; a language the organization does not offer, or
 * its master language (the track's own texts), is a 400 naming the entry.
 */
export async function saveTrackTranslations(tenant: TenantContext, payload: Payload) {
  const { track } = await editableTrack(tenant, payload.trackId);
  const data = trackAdminData(tenant.activeOrgId);
  const { masterLanguage, translationLanguages } = await data.translationLanguages();
  const issues = payload.translations.flatMap((entry, index) =>
    translationLanguages.includes(entry.language)
      ? []
      : [
          {
            path: `body.payload.translations.${index}.language`,
            message:
              entry.language === masterLanguage
                ? "The master language's texts are the playlist's own name and description"
                : 'The organization does not offer this language',
          },
        ],
  );
  if (issues.length > 0)
    throw badRequest("A playlist is translated into the organization's other languages only", issues);
  const translations: TrackTranslation[] = payload.translations.map((t) => ({
    language: t.language,
    name: t.name,
    description: t.description ?? '',
  }));
  await data.setTranslations(track.trackId, translations);
  await logChange(tenant, trackSubject(track), 'channelCommand.saveTrackTranslations', {
    before: { translations: (track.translations ?? []).map(logged) },
    after: { translations: translations.map(logged) },
  });
  return { id: track.trackId, res: { id: track.trackId } };
}

/** A translation as the event log keeps it (the description only when there is one). */
function logged(t: { language: string; name: string; description?: string | undefined }) {
  return { language: t.language, name: t.name, ...(t.description ? { description: t.description } : {}) };
}
