/**
 * Channel tags (spec 2 §2 /channel/tags/{channelId}, §3 Channel tags, the channelTags feature): a
 * channel's managers (organization admins, its owner) pick some of the organization's tags (/admin/tags)
 * for the channel; the channel shows them. The payload of the channelCommand type and the page's read.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** How many tags a channel carries: enough to describe it, few enough to show. */
export const CHANNEL_TAGS_MAX = 20;

const channelTagSchema = z.object({
  tagGroup: z.string().trim().min(1).max(100),
  tagValue: z.string().trim().min(1).max(100),
});
export type ChannelTag = z.infer<typeof channelTagSchema>;

export const updateChannelTagsPayload = z.object({
  channelId: z.string().trim().min(1).max(100),
  tags: z
    .array(channelTagSchema)
    .max(CHANNEL_TAGS_MAX, `At most ${CHANNEL_TAGS_MAX} tags`)
    .refine(
      (tags) => new Set(tags.map((t) => `${t.tagGroup}\u0000${t.tagValue}`)).size === tags.length,
      'A tag is listed once',
    ),
});

export const getChannelTags = defineEndpoint({
  id: 'getChannelTags',
  method: 'GET',
  path: '/channels/{id}/tags',
  group: 'query',
  access: 'member',
  summary:
    "A channel's tags and the organization's tags to pick from, and whether the channelTags feature is on " +
    'for it (channel managers).',
  params: z.object({ id: z.string().trim().min(1).max(100) }),
  response: z.object({
    channelId: z.string(),
    enabled: z.boolean(),
    selected: z.array(channelTagSchema),
    available: z.array(channelTagSchema),
  }),
});
