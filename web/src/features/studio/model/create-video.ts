import type { UiLanguage } from '#shared/domain/languages';
import type { VideoType } from '#shared/domain/video-kinds';
import { TITLE_MAX, type UploadOptions } from '#shared/api/endpoints/studio';
import { fileProblem, titleFromFileName, type FileProblem } from '../../../lib/video-upload';

/**
 * /create/video (spec 2 §2, issue 12): the full-page start of a video. The source is a chosen file or a
 * screen recording; the video type, channel and (optional) playlist destination, title, master language
 * and the upload options (spec 1 §7) go with createVideo.
 */
export interface CreateVideoForm {
  channelId: string;
  /** '' for none: the video goes into the channel only. */
  trackId: string;
  name: string;
  masterLanguage: UiLanguage;
  videoType: VideoType;
  uploadOptions: UploadOptions;
}

/** The source chosen so far: a file's name and size (a recording becomes a file when it stops). */
export interface SourceFile {
  name: string;
  size: number;
}

export type CreateVideoProblem = 'channel' | 'name' | 'source' | FileProblem;

/** Spec 1 §7 "uploadOptions autoTranscribe, autoCopyToManuscript, autoCopyManuscriptToDescription". */
export const DEFAULT_UPLOAD_OPTIONS: UploadOptions = {
  autoTranscribe: true,
  autoCopyToManuscript: true,
  autoCopyManuscriptToDescription: true,
};

export function initialCreateForm(channelId: string, masterLanguage: UiLanguage): CreateVideoForm {
  return {
    channelId,
    trackId: '',
    name: '',
    masterLanguage,
    videoType: 'other',
    uploadOptions: DEFAULT_UPLOAD_OPTIONS,
  };
}

/** What stops the video from being created, by field (dictionary keys); empty when it may start. */
export function createProblems(
  form: CreateVideoForm,
  source: SourceFile | null,
): Partial<Record<'channelId' | 'name' | 'source', string>> {
  const problems: Partial<Record<'channelId' | 'name' | 'source', string>> = {};
  if (!form.channelId) problems.channelId = 'studio-create-choose-channel';
  if (form.name.trim().length > TITLE_MAX) problems.name = 'studio-too-long';
  if (!source) problems.source = 'studio-create-choose-source';
  else {
    const problem = fileProblem(source);
    if (problem) problems.source = `add-video-file-${problem}`;
  }
  return problems;
}

/**
 * What stops the video from being planned instead (a placeholder whose file comes later, spec 2 §3
 * status planned: planVideo): a channel and a title; no source.
 */
export function planProblems(form: CreateVideoForm): Partial<Record<'channelId' | 'name', string>> {
  const problems: Partial<Record<'channelId' | 'name', string>> = {};
  if (!form.channelId) problems.channelId = 'studio-create-choose-channel';
  const name = form.name.trim();
  if (name === '') problems.name = 'studio-required';
  else if (name.length > TITLE_MAX) problems.name = 'studio-too-long';
  return problems;
}

/** The planVideo payload: the channel, the title and the master language (the rest is set in the studio). */
export function planPayload(form: CreateVideoForm) {
  return { channelId: form.channelId, name: form.name.trim(), language: form.masterLanguage };
}

/** The title: the typed one, else the file's name (as the add-video dialog names uploads). */
export function videoTitle(form: CreateVideoForm, source: SourceFile): string {
  return form.name.trim() || titleFromFileName(source.name) || source.name;
}

/** The createVideo payload. */
export function createPayload(form: CreateVideoForm, source: SourceFile) {
  return {
    channelId: form.channelId,
    name: videoTitle(form, source),
    language: form.masterLanguage,
    videoType: form.videoType,
    uploadOptions: form.uploadOptions,
    ...(form.trackId ? { trackId: form.trackId } : {}),
  };
}

/** Turning autoTranscribe off turns the copies off too: they copy the transcript it would make. */
export function withUploadOption(
  options: UploadOptions,
  key: keyof UploadOptions,
  on: boolean,
): UploadOptions {
  if (key === 'autoTranscribe' && !on) {
    return { autoTranscribe: false, autoCopyToManuscript: false, autoCopyManuscriptToDescription: false };
  }
  return { ...options, [key]: on, ...(on && key !== 'autoTranscribe' ? { autoTranscribe: true } : {}) };
}

/** A playlist of the channel as a destination choice, indented by its depth. */
export interface TrackChoice {
  id: string;
  name: string;
  depth: number;
}

/** The channel's playlists (nested tracks flattened in their order); videos are not destinations. */
export function trackChoices(
  nodes: readonly { id: string; type: 'video' | 'track'; name: string; items: readonly unknown[] }[],
  depth = 0,
): TrackChoice[] {
  return nodes.flatMap((node) =>
    node.type === 'track'
      ? [
          { id: node.id, name: node.name, depth },
          ...trackChoices(node.items as Parameters<typeof trackChoices>[0], depth + 1),
        ]
      : [],
  );
}
