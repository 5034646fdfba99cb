/**
 * The channel's mandatory-training setting (spec 2 §3 Channel channelMandatoryTrainingSetting, §7 the
 * channelCommand type onUpdateMandatoryTrainingSetting, after which the channel detail is refetched).
 * On, the chosen tracks of the channel are mandatory for every user of the channel (its users holding
 * a role and its followers), now and whoever joins later; off, nobody new is assigned
 * (docs/decisions.md "Channel mandatory training").
 */
import * as z from 'zod';

/** How many tracks one channel may make mandatory at once: a short, finishable programme. */
export const MANDATORY_TRACKS_MAX = 10;

export const channelMandatoryTrainingSettingSchema = z.object({
  enabled: z.boolean(),
  /** The channel's tracks that are mandatory while the setting is on, in the order chosen. */
  trackIds: z.array(z.string()),
});
export type ChannelMandatoryTrainingSetting = z.infer<typeof channelMandatoryTrainingSettingSchema>;

export const updateMandatoryTrainingPayload = z
  .object({
    channelId: z.string().trim().min(1).max(100),
    enabled: z.boolean(),
    trackIds: z
      .array(z.string().trim().min(1).max(80))
      .max(MANDATORY_TRACKS_MAX, `At most ${MANDATORY_TRACKS_MAX} mandatory tracks`)
      .refine((ids) => new Set(ids).size === ids.length, 'A track is chosen only once'),
  })
  .refine((p) => !p.enabled || p.trackIds.length > 0, {
    message: 'Choose at least one track',
    path: ['trackIds'],
  });
