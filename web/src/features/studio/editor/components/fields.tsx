import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LINK_INVALID_MESSAGE } from '#shared/api';
import {
  CHAPTER_GAP_MESSAGE,
  CHAPTER_OUTSIDE_MESSAGE,
  QUICK_GUIDE_FIRST_CHAPTER_MESSAGE,
  QUICK_GUIDE_TOO_MANY_MESSAGE,
} from '#shared/domain/chapters';
import { formatTime, parseTime } from '../model/timeline';

/** The web's text of a problem the shared rules name in English (unknown ones as they are). */
const PROBLEM_KEYS: Record<string, string> = {
  'An enabled text effect needs its text': 'editor-problem-text',
  'An enabled keyboard effect needs a key combination such as Ctrl+Shift+S': 'editor-problem-keys',
  [LINK_INVALID_MESSAGE]: 'editor-problem-link',
  [CHAPTER_GAP_MESSAGE]: 'editor-refused-gap',
  [CHAPTER_OUTSIDE_MESSAGE]: 'editor-refused-outside',
  [QUICK_GUIDE_FIRST_CHAPTER_MESSAGE]: 'editor-problem-quick-guide',
  [QUICK_GUIDE_TOO_MANY_MESSAGE]: 'editor-problem-quick-guide-pages',
};

export function useProblemText() {
  const { t } = useTranslation();
  return (message: string | undefined) => {
    if (!message) return undefined;
    const key = PROBLEM_KEYS[message];
    if (key) return t(key);
    // zod's own messages for required texts ("Too small: expected string to have >=1 characters").
    if (/>=1 characters/.test(message)) return t('editor-problem-required');
    return message;
  };
}

/** A time typed as `m:ss.t` or seconds, taken when the field is left or Enter is pressed. */
export function TimeField({
  label,
  seconds,
  onChange,
  error,
  name,
}: {
  label: string;
  seconds: number | undefined;
  onChange: (seconds: number) => void;
  error?: string | undefined;
  name: string;
}) {
  const { t } = useTranslation();
  const shown = seconds === undefined ? '' : formatTime(seconds);
  // What is typed, for the value it was typed over (a new value from elsewhere shows instead).
  const [typed, setTyped] = useState<{ over: string; text: string } | null>(null);
  const text = typed && typed.over === shown ? typed.text : shown;
  const invalid = text !== shown && parseTime(text) === null;
  const commit = () => {
    if (text === shown) return;
    const parsed = parseTime(text);
    if (parsed === null) return;
    setTyped(null);
    onChange(parsed);
  };
  const problem = invalid ? t('editor-problem-time') : error;
  return (
    <Field.Root invalid={Boolean(problem)} maxW="40">
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        value={text}
        inputMode="decimal"
        onChange={(e) => setTyped({ over: shown, text: e.target.value })}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
    </Field.Root>
  );
}
