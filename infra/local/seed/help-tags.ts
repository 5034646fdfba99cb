/**
 * Help tags of the demo videos (spec 1 §2 help dialog; §3 Organization pageTags "per page: tagGroup,
 * tagValue"). A video carrying a page's tag is a help video of that page: acme's /home is tagged
 * department Sales and Engineering, its channel pages level Beginner and Advanced (seed.ts PAGE_TAGS).
 */
export interface HelpTag {
  tagGroup: string;
  tagValue: string;
}

export const HELP_VIDEO_TAGS: Readonly<Record<string, readonly HelpTag[]>> = {
  'video-acme-welcome': [
    { tagGroup: 'department', tagValue: 'Sales' },
    { tagGroup: 'department', tagValue: 'Engineering' },
    { tagGroup: 'level', tagValue: 'Beginner' },
  ],
  'video-acme-tools': [{ tagGroup: 'department', tagValue: 'Engineering' }],
  'video-acme-helpdesk': [{ tagGroup: 'department', tagValue: 'Sales' }],
  'video-acme-phishing-basics': [{ tagGroup: 'level', tagValue: 'Advanced' }],
};

export function helpTagsOf(videoId: string): HelpTag[] {
  return [...(HELP_VIDEO_TAGS[videoId] ?? [])];
}
