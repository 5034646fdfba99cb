import { ABSTRACT_MAX, DESCRIPTION_MAX, TITLE_MAX, type StudioVideo } from '#shared/api/endpoints/studio';
import type { UiLanguage } from '#shared/domain/languages';
import type { VideoStage, VideoType } from '#shared/domain/video-kinds';

/** The overview section's form (spec 2 §2 "overview"): what the editor typed, as strings. */
export interface OverviewForm {
  name: string;
  abstract: string;
  description: string;
  type: VideoType;
  stage: VideoStage | '';
  masterLanguage: UiLanguage;
  channelId: string;
  responsibleEmail: string;
}

export type OverviewField = 'name' | 'abstract' | 'description' | 'responsibleEmail';
/** Dictionary keys of the form's problems, by field. */
export type OverviewProblems = Partial<Record<OverviewField, string>>;

export function overviewForm(video: StudioVideo): OverviewForm {
  return {
    name: video.name,
    abstract: video.abstract,
    description: video.description,
    type: video.type,
    stage: video.stage,
    masterLanguage: video.masterLanguage as UiLanguage,
    channelId: video.channelId,
    responsibleEmail: video.responsibleEmail,
  };
}

/**
 * The form after the video was read again (a save, or the automatic transcription writing the
 * description): the new read's values while the form still holds the previous read's (nothing typed
 * since), else what was typed (an edit in progress is never replaced).
 */
export function formAfterRead(form: OverviewForm, previous: StudioVideo, next: StudioVideo): OverviewForm {
  const untouched = (Object.keys(form) as (keyof OverviewForm)[]).every(
    (key) => form[key] === overviewForm(previous)[key],
  );
  return untouched ? overviewForm(next) : form;
}

/** Spec 2 §4: the location and the responsible person change only while the video is a draft. */
export function mayChangeLocation(video: Pick<StudioVideo, 'status'>): boolean {
  return video.status === 'draft';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's problems as dictionary keys (none: it may be saved). */
export function overviewProblems(form: OverviewForm): OverviewProblems {
  const problems: OverviewProblems = {};
  if (form.name.trim() === '') problems.name = 'studio-required';
  else if (form.name.trim().length > TITLE_MAX) problems.name = 'studio-too-long';
  if (form.abstract.trim().length > ABSTRACT_MAX) problems.abstract = 'studio-too-long';
  if (form.description.trim().length > DESCRIPTION_MAX) problems.description = 'studio-too-long';
  if (!EMAIL.test(form.responsibleEmail.trim())) problems.responsibleEmail = 'studio-email-invalid';
  return problems;
}

/**
 * What saving sends: the overview (updateOverview; stage only while the videoStage feature is on, the
 * responsible person only while a draft) and, when the channel changed in a draft, the move (moveVideo).
 */
export function overviewChanges(video: StudioVideo, form: OverviewForm, options: { stageEnabled: boolean }) {
  const draft = mayChangeLocation(video);
  const responsible = form.responsibleEmail.trim().toLowerCase();
  return {
    overview: {
      videoId: video.id,
      name: form.name.trim(),
      abstract: form.abstract.trim(),
      description: form.description.trim(),
      type: form.type,
      masterLanguage: form.masterLanguage,
      ...(options.stageEnabled ? { stage: form.stage } : {}),
      ...(draft && responsible !== video.responsibleEmail ? { responsibleEmail: responsible } : {}),
    },
    moveTo: draft && form.channelId !== video.channelId ? form.channelId : null,
  };
}
