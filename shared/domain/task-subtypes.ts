/**
 * The task subtype catalogue (spec 2 §4 "Task subtype catalogue (kebab-case families)"): every kind of
 * task the platform creates, in kebab-case, grouped in the spec's families, each with the task type its
 * tasks get by default (spec 1 §3 "Task types: watch-video, operation, governance"). The spec names the
 * families and some members; docs/decisions.md "Task workflow (issue 13)" says how the rest are spelled.
 */

/** Spec 1 §3 "Task types: watch-video, operation, governance" (spec 2 §3 "Task type categories"). */
export const TASK_TYPES = ['watch-video', 'operation', 'governance'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** Spec 1 §3 "Task categories: mandatory, recommended, shared". */
export const TASK_CATEGORIES = ['mandatory', 'recommended', 'shared'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

/** Spec 2 §4: "variants cp07, cp99, cp04, cp02, cp08, cp10, cp11" of the generated-video steps. */
export const PRODUCTION_VARIANTS = ['cp07', 'cp99', 'cp04', 'cp02', 'cp08', 'cp10', 'cp11'] as const;
/** "video production orders with verify, generate, approve and review steps for generated video". */
export const PRODUCTION_STEPS = ['verify', 'generate', 'approve', 'review'] as const;

const productionSubtypes = PRODUCTION_STEPS.flatMap((step) => [
  `${step}-generated-video`,
  ...PRODUCTION_VARIANTS.map((variant) => `${step}-generated-video-${variant}`),
]);

/** The families and their members, as the spec lists them. */
export const TASK_SUBTYPE_FAMILIES = {
  'organization-setup': [
    'verify-domain',
    'add-organization',
    'brand-organization',
    'update-master-language',
    'approve-new-organization',
    'register-account',
    'login-for-first-time',
  ],
  'channel-sharing': ['channel-sharing-message'],
  'video-production': productionSubtypes,
  optimization: ['optimization-start', 'optimization-complete'],
  upload: ['upload-video'],
  publishing: ['publish-original'],
  translation: [
    'request-translation',
    'translate-video',
    'approve-translation',
    'review-translation',
    'complete-translation',
  ],
  // Issue 13 "Ask for review": a reviewer's task of a video (the studio's ask-for-review section).
  review: ['review-video'],
  comments: ['comment-reply'],
  access: ['allow-access'],
  support: ['assisted-search', 'support-ticket'],
  render: ['render-video'],
  playlists: ['build-playlist-structure'],
  adjustment: [
    'adjust-video-general',
    'adjust-video-flowchart',
    'adjust-video-other',
    'adjust-video-user-task',
    'adjust-video-how-to',
  ],
  testing: ['generate-test-script'],
  channels: ['assign-channel-owner'],
  // Issue 15: a video a user must watch (mandatory training, training plans), completed by watching it.
  training: ['watch-video'],
} as const satisfies Record<string, readonly string[]>;

export type TaskSubtypeFamily = keyof typeof TASK_SUBTYPE_FAMILIES;

type FamilyMembers = (typeof TASK_SUBTYPE_FAMILIES)[Exclude<TaskSubtypeFamily, 'video-production'>][number];
type ProductionSubtype =
  | `${(typeof PRODUCTION_STEPS)[number]}-generated-video`
  | `${(typeof PRODUCTION_STEPS)[number]}-generated-video-${(typeof PRODUCTION_VARIANTS)[number]}`;
export type TaskSubtype = FamilyMembers | ProductionSubtype;

export const TASK_SUBTYPES = Object.values(TASK_SUBTYPE_FAMILIES).flat() as readonly string[] as readonly [
  TaskSubtype,
  ...TaskSubtype[],
];

export function isTaskSubtype(value: string): value is TaskSubtype {
  return (TASK_SUBTYPES as readonly string[]).includes(value);
}

export function familyOf(subtype: TaskSubtype): TaskSubtypeFamily {
  const found = (Object.keys(TASK_SUBTYPE_FAMILIES) as TaskSubtypeFamily[]).find((family) =>
    (TASK_SUBTYPE_FAMILIES[family] as readonly string[]).includes(subtype),
  );
  if (!found) throw new Error(`unknown task subtype ${subtype}`);
  return found;
}

/**
 * The task type a subtype's tasks get: decisions (approve, review, verify, allow access, set-up
 * approvals) are governance; the rest is operation. watch-video tasks are the mandatory tracks'.
 */
export function defaultTaskType(subtype: TaskSubtype): TaskType {
  return /^(approve|review|verify)-|^allow-access$|^approve-new-organization$/.test(subtype)
    ? 'governance'
    : 'operation';
}
