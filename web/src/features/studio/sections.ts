import { lazy } from 'react';
import type { StudioSection } from './model/sections';

/**
 * The studio's sections registry (spec 2 §2 video routes). Each section's page is its own lazy chunk;
 * the editing tabs (effects, manuscript, quick-guide, links, voice-over, upload-files) are added here by
 * the features that build them, in any order: model/sections.ts shows them in the spec's order. A
 * section whose page does not exist is not listed (never a placeholder).
 */
export const STUDIO_SECTIONS: readonly StudioSection[] = [
  {
    id: 'overview',
    labelKey: 'studio-section-overview',
    group: 'settings',
    component: lazy(() =>
      import('./sections/overview-section').then((m) => ({ default: m.OverviewSection })),
    ),
  },
  {
    id: 'tags',
    labelKey: 'studio-section-tags',
    group: 'settings',
    component: lazy(() => import('./sections/tags-section').then((m) => ({ default: m.TagsSection }))),
    // Shown while there is something to pick: the tags or the classification feature is on.
    visible: ({ video }) => video.labelChoices.tagsEnabled || video.labelChoices.classificationEnabled,
  },
  {
    id: 'reports',
    labelKey: 'studio-section-reports',
    group: 'settings',
    component: lazy(() =>
      import('./sections/video-report-section').then((m) => ({ default: m.VideoReportSection })),
    ),
  },
  {
    id: 'shared-reports',
    labelKey: 'studio-section-shared-reports',
    group: 'settings',
    component: lazy(() =>
      import('./sections/video-report-section').then((m) => ({ default: m.SharedVideoReportSection })),
    ),
  },
  {
    id: 'embed-codes',
    labelKey: 'studio-section-embed-codes',
    group: 'settings',
    component: lazy(() =>
      import('./sections/embed-codes-section').then((m) => ({ default: m.EmbedCodesSection })),
    ),
  },
  {
    id: 'event-log',
    labelKey: 'studio-section-event-log',
    group: 'settings',
    component: lazy(() =>
      import('./sections/event-log-section').then((m) => ({ default: m.EventLogSection })),
    ),
    // GET /query/eventLog is the organization admins'.
    visible: ({ isOrgAdmin }) => isOrgAdmin,
  },
  {
    id: 'ask-for-review',
    labelKey: 'studio-section-ask-for-review',
    group: 'settings',
    component: lazy(() =>
      import('./sections/ask-for-review-section').then((m) => ({ default: m.AskForReviewSection })),
    ),
  },
  {
    // Issue 14: the video's translations (requests, their status, publishing); after ask-for-review.
    id: 'translations',
    labelKey: 'studio-section-translations',
    group: 'settings',
    component: lazy(() =>
      import('./sections/translations-section').then((m) => ({ default: m.TranslationsSection })),
    ),
  },
  {
    id: 'upload-files',
    labelKey: 'video-attachments-tab',
    group: 'editing',
    component: lazy(() =>
      import('./upload-files/upload-files-section').then((m) => ({ default: m.UploadFilesSection })),
    ),
  },
  {
    id: 'effects',
    labelKey: 'editor-tab-effects',
    group: 'editing',
    component: lazy(() => import('./editor/tabs/effects-tab').then((m) => ({ default: m.EffectsTab }))),
  },
  {
    id: 'manuscript',
    labelKey: 'editor-tab-manuscript',
    group: 'editing',
    component: lazy(() => import('./editor/tabs/manuscript-tab').then((m) => ({ default: m.ManuscriptTab }))),
  },
  {
    id: 'quick-guide',
    labelKey: 'editor-tab-quick-guide',
    group: 'editing',
    component: lazy(() =>
      import('./editor/tabs/quick-guide-tab').then((m) => ({ default: m.QuickGuideTab })),
    ),
  },
  {
    id: 'links',
    labelKey: 'editor-tab-links',
    group: 'editing',
    component: lazy(() => import('./editor/tabs/links-tab').then((m) => ({ default: m.LinksTab }))),
  },
  {
    // Issue 14: a computer or recorded voice per language, heard as the player's audio languages.
    id: 'voice-over',
    labelKey: 'editor-tab-voice-over',
    group: 'editing',
    component: lazy(() => import('./voice-over/voice-over-tab').then((m) => ({ default: m.VoiceOverTab }))),
  },
];
