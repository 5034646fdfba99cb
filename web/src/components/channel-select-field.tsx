import { channelOptions } from '../lib/select-options';
import { SelectField } from './select-field';

/** The required choice of the channel a new video goes into (the form's `channelId`). */
export function ChannelSelectField({
  label,
  testId,
  channels,
  value,
  onChange,
  error,
}: {
  label: string;
  testId: string;
  /** The channels the caller may add the video to (undefined while they load). */
  channels: readonly { id: string; name: string }[] | undefined;
  value: string;
  onChange: (channelId: string) => void;
  error: string | undefined;
}) {
  return (
    <SelectField
      name="channelId"
      label={label}
      testId={testId}
      required
      requiredIndicator
      value={value}
      onChange={onChange}
      options={channelOptions(channels)}
      error={error}
    />
  );
}
