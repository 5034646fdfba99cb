/**
 * Keys of a video's voice-over files in the uploads bucket (a prefix no upload event starts anything on):
 *   voiceovers/<orgId>/<videoId>/<language>/track.wav          the track the render lists (written by
 *                                                              generateVoiceOver, read by MediaConvert)
 *   voiceovers/<orgId>/<videoId>/<language>/chapter-<n>.wav    a chapter's recorded voice (a presigned PUT)
 */
export const VOICE_OVERS_PREFIX = 'voiceovers/';

interface VoiceOverRef {
  orgId: string;
  videoId: string;
  language: string;
}

const folder = (ref: VoiceOverRef) => `${VOICE_OVERS_PREFIX}${ref.orgId}/${ref.videoId}/${ref.language}/`;

export const voiceOverTrackKey = (ref: VoiceOverRef) => `${folder(ref)}track.wav`;
export const voiceRecordingKey = (ref: VoiceOverRef, chapter: number) =>
  `${folder(ref)}chapter-${chapter}.wav`;
