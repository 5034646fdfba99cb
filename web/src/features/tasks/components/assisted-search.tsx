import { Button, HStack, Input, Popover, Portal, Spinner, Text } from '@chakra-ui/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSparkles } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { LabelledIconButton } from '../../../components/labelled-icon-button';
import { notify } from '../../../components/notices';
import { ApiError } from '../../../lib/api-client';
import { createAssistedSearchTask } from '../api/tasks';
import { createAssistedSearch } from '../model/assisted-search';

/**
 * The toolbar's assisted search (spec 1 §4): "Submit shows a spinner, creates a task, waits 4 seconds,
 * then goes to /tasks. Blank or whitespace-only text is ignored. A second submit while busy is ignored.
 * Enter or the button submits."
 */
export function AssistedSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const search = useMemo(
    () =>
      createAssistedSearch({
        createTask: createAssistedSearchTask,
        wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        navigate: (href) => {
          setOpen(false);
          setText('');
          void navigate(href);
        },
        // Spec 1 §8 "Assisted search failure: Message in a snackbar; busy state cleared".
        showError: (message) => notify.snackbar(message || t('error-generic')),
        onBusyChange: setBusy,
      }),
    [navigate, t],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search.submit(text).catch((error: unknown) => {
      notify.snackbar(error instanceof ApiError ? error.message : String(error));
    });
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(d) => setOpen(d.open || busy)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <LabelledIconButton
          label={t('assisted-search-button')}
          variant="ghost"
          size="sm"
          data-testid="assisted-search-button"
        >
          <LuSparkles />
        </LabelledIconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="sm" data-testid="assisted-search">
            <Popover.Body>
              <form onSubmit={submit}>
                <Text fontWeight="medium" mb="2" asChild>
                  <label htmlFor="assisted-search-input">{t('assisted-search-label')}</label>
                </Text>
                <HStack gap="2">
                  <Input
                    id="assisted-search-input"
                    size="sm"
                    value={text}
                    onChange={(e) => setText(e.currentTarget.value)}
                    placeholder={t('assisted-search-placeholder')}
                    readOnly={busy}
                    aria-busy={busy}
                  />
                  <Button type="submit" size="sm" colorPalette="brand" disabled={busy}>
                    {t('assisted-search-submit')}
                  </Button>
                </HStack>
                {busy ? (
                  <HStack gap="2" mt="3" role="status" data-testid="assisted-search-busy">
                    <Spinner size="sm" />
                    <Text textStyle="sm">{t('assisted-search-busy')}</Text>
                  </HStack>
                ) : null}
              </form>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
