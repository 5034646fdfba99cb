/**
 * The channel form (/channel/edit/{channelId}, spec 2 §3 "Channel"): what the admin typed, what is wrong
 * with it (dictionary keys), and the updateChannel payload of only the fields that changed.
 */
import { CHANNEL_COLOR, CHANNEL_TEXT_LIMITS } from '#shared/domain/channel-admin';
import { channelNameSchema, type ChannelDetail } from '#shared/api';

export interface ChannelFormValues {
  name: string;
  abstract: string;
  description: string;
  backgroundColor: string;
  channelLanguages: string[];
  isPrivate: boolean;
}

export type ChannelFormProblems = Partial<
  Record<
    keyof ChannelFormValues,
    'required' | 'channel-admin-name-invalid' | 'channel-admin-too-long' | 'channel-admin-color-invalid'
  >
>;

export function formValues(channel: ChannelDetail): ChannelFormValues {
  return {
    name: channel.name,
    abstract: channel.abstract,
    description: channel.description,
    backgroundColor: channel.backgroundColor ?? '',
    channelLanguages: channel.channelLanguages ?? [],
    isPrivate: channel.isPrivate,
  };
}

export function formProblems(values: ChannelFormValues): ChannelFormProblems {
  const problems: ChannelFormProblems = {};
  if (values.name.trim() === '') problems.name = 'required';
  else if (!channelNameSchema.safeParse(values.name).success) problems.name = 'channel-admin-name-invalid';
  if (values.abstract.trim().length > CHANNEL_TEXT_LIMITS.abstract)
    problems.abstract = 'channel-admin-too-long';
  if (values.description.trim().length > CHANNEL_TEXT_LIMITS.description) {
    problems.description = 'channel-admin-too-long';
  }
  if (values.backgroundColor !== '' && !CHANNEL_COLOR.test(values.backgroundColor)) {
    problems.backgroundColor = 'channel-admin-color-invalid';
  }
  return problems;
}

/** The fields whose value changed (texts compared trimmed, languages as sets). */
export function changedFields(
  before: ChannelFormValues,
  after: ChannelFormValues,
): Partial<ChannelFormValues> {
  const changes: Partial<ChannelFormValues> = {};
  for (const name of ['name', 'abstract', 'description', 'backgroundColor'] as const) {
    if (after[name].trim() !== before[name].trim()) changes[name] = after[name].trim();
  }
  const sameLanguages =
    before.channelLanguages.length === after.channelLanguages.length &&
    before.channelLanguages.every((l) => after.channelLanguages.includes(l));
  if (!sameLanguages) changes.channelLanguages = [...after.channelLanguages];
  if (before.isPrivate !== after.isPrivate) changes.isPrivate = after.isPrivate;
  return changes;
}
