/**
 * The local Polly's voices: Amazon Polly's voice ids (one or two per language the product speaks), each
 * spoken by the espeak-ng voice of its language; a female Polly voice takes espeak-ng's female variant.
 * Every voice has the standard engine; `neural` where Polly offers it for that voice.
 */
export interface LocalVoice {
  Id: string;
  Name: string;
  Gender: 'Female' | 'Male';
  LanguageCode: string;
  LanguageName: string;
  SupportedEngines: ('standard' | 'neural')[];
  /** espeak-ng's voice (`-v`). */
  espeak: string;
}

const voice = (
  Id: string,
  Gender: LocalVoice['Gender'],
  LanguageCode: string,
  LanguageName: string,
  espeak: string,
  neural = false,
): LocalVoice => ({
  Id,
  Name: Id,
  Gender,
  LanguageCode,
  LanguageName,
  SupportedEngines: neural ? ['standard', 'neural'] : ['standard'],
  espeak: Gender === 'Female' ? `${espeak}+f3` : espeak,
});

export const VOICES: readonly LocalVoice[] = [
  voice('Joanna', 'Female', 'en-US', 'US English', 'en-us', true),
  voice('Matthew', 'Male', 'en-US', 'US English', 'en-us', true),
  voice('Amy', 'Female', 'en-GB', 'British English', 'en-gb', true),
  voice('Brian', 'Male', 'en-GB', 'British English', 'en-gb', true),
  voice('Nicole', 'Female', 'en-AU', 'Australian English', 'en'),
  voice('Raveena', 'Female', 'en-IN', 'Indian English', 'en'),
  voice('Geraint', 'Male', 'en-GB-WLS', 'Welsh English', 'en-gb'),
  voice('Lucia', 'Female', 'es-ES', 'Castilian Spanish', 'es', true),
  voice('Sergio', 'Male', 'es-ES', 'Castilian Spanish', 'es', true),
  voice('Mia', 'Female', 'es-MX', 'Mexican Spanish', 'es-419', true),
  voice('Naja', 'Female', 'da-DK', 'Danish', 'da'),
  voice('Mads', 'Male', 'da-DK', 'Danish', 'da'),
  voice('Vicki', 'Female', 'de-DE', 'German', 'de', true),
  voice('Hans', 'Male', 'de-DE', 'German', 'de'),
  voice('Lea', 'Female', 'fr-FR', 'French', 'fr-fr', true),
  voice('Chantal', 'Female', 'fr-CA', 'Canadian French', 'fr-fr'),
  voice('Bianca', 'Female', 'it-IT', 'Italian', 'it', true),
  voice('Ines', 'Female', 'pt-PT', 'Portuguese', 'pt', true),
  voice('Liv', 'Female', 'nb-NO', 'Norwegian', 'nb'),
  voice('Astrid', 'Female', 'sv-SE', 'Swedish', 'sv'),
  voice('Lotte', 'Female', 'nl-NL', 'Dutch', 'nl'),
  voice('Ewa', 'Female', 'pl-PL', 'Polish', 'pl'),
  voice('Tatyana', 'Female', 'ru-RU', 'Russian', 'ru'),
  voice('Filiz', 'Female', 'tr-TR', 'Turkish', 'tr'),
  voice('Karl', 'Male', 'is-IS', 'Icelandic', 'is'),
  voice('Gwyneth', 'Female', 'cy-GB', 'Welsh', 'cy'),
  voice('Carmen', 'Female', 'ro-RO', 'Romanian', 'ro'),
  voice('Suvi', 'Female', 'fi-FI', 'Finnish', 'fi', true),
  voice('Mizuki', 'Female', 'ja-JP', 'Japanese', 'ja'),
  voice('Seoyeon', 'Female', 'ko-KR', 'Korean', 'ko', true),
  voice('Zhiyu', 'Female', 'cmn-CN', 'Chinese Mandarin', 'cmn', true),
  voice('Zeina', 'Female', 'arb', 'Arabic', 'ar'),
  voice('Aditi', 'Female', 'hi-IN', 'Hindi', 'hi'),
];

export const voiceById = (id: string) => VOICES.find((v) => v.Id === id);
