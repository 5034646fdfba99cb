import { Button, Stack } from '@chakra-ui/react';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { FormError } from '../../../components/form-bits';
import { TextAreaField } from '../../../components/text-field';

/** A draft made ready to send, or what keeps it from going. */
export type PreparedDraft<T> = { value: T } | { problem: string };

/**
 * A text to send and its button (a task's comment, a chat message): the draft stays in the field until
 * it is sent, the button waits meanwhile, and what kept it from going shows under the field.
 */
export function TextComposer<T>({
  field,
  submitLabel,
  submitAlign,
  failedText,
  prepare,
  send,
  onSent,
}: {
  /** The text field as TextAreaField takes it, but for the draft, which the composer keeps. */
  field: Omit<ComponentProps<typeof TextAreaField>, 'value' | 'onChange'>;
  submitLabel: string;
  submitAlign: 'start' | 'end';
  /** The error shown when sending failed without a message of its own. */
  failedText: string;
  prepare: (draft: string) => PreparedDraft<NoInfer<T>>;
  send: (value: T) => Promise<unknown>;
  /** After a sent draft was cleared (e.g. the task read again), still while the button waits. */
  onSent?: () => Promise<unknown>;
}) {
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const prepared = prepare(draft);
    if ('problem' in prepared) {
      setError(prepared.problem);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await send(prepared.value);
      setDraft('');
      await onSent?.();
    } catch (failure) {
      setError((failure as Error).message || failedText);
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack as="form" gap="2" onSubmit={(event) => void submit(event)}>
      <TextAreaField {...field} value={draft} onChange={setDraft} />
      <FormError error={error} />
      <Button type="submit" alignSelf={submitAlign} size="sm" loading={sending}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
