import { describe, expect, it } from 'vitest';
import { changedFields, formProblems, type ChannelFormValues } from './channel-form';

const values = (over: Partial<ChannelFormValues> = {}): ChannelFormValues => ({
  name: 'Field Service',
  abstract: '',
  description: '',
  backgroundColor: '',
  channelLanguages: ['en-us'],
  isPrivate: false,
  ...over,
});

describe('channel form', () => {
  it('needs a name without < or >, texts within their limits and a hex colour', () => {
    expect(formProblems(values())).toEqual({});
    expect(formProblems(values({ name: '  ' }))).toEqual({ name: 'required' });
    expect(formProblems(values({ name: 'A <b>' }))).toEqual({ name: 'channel-admin-name-invalid' });
    expect(formProblems(values({ abstract: 'x'.repeat(301) }))).toEqual({
      abstract: 'channel-admin-too-long',
    });
    expect(formProblems(values({ backgroundColor: 'blue' }))).toEqual({
      backgroundColor: 'channel-admin-color-invalid',
    });
    expect(formProblems(values({ backgroundColor: '#0af' }))).toEqual({});
  });

  it('sends only what changed: trimmed texts, languages as a set, the private flag', () => {
    expect(changedFields(values(), values({ name: ' Field Service ' }))).toEqual({});
    expect(changedFields(values(), values({ abstract: ' Repairs ' }))).toEqual({ abstract: 'Repairs' });
    expect(
      changedFields(
        values({ channelLanguages: ['en-us', 'da'] }),
        values({ channelLanguages: ['da', 'en-us'] }),
      ),
    ).toEqual({});
    expect(changedFields(values(), values({ channelLanguages: ['en-us', 'de'] }))).toEqual({
      channelLanguages: ['en-us', 'de'],
    });
    expect(changedFields(values(), values({ isPrivate: true }))).toEqual({ isPrivate: true });
  });
});
