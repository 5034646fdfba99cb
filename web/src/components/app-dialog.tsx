import { Button, CloseButton, Dialog, Portal, Stack, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from './form-bits';

/**
 * The app's dialog frame: backdrop, positioner, content, the title in the header and the × in the
 * corner, around the caller's body and footer (Dialog.Body, Dialog.Footer). `onClose` closes a dialog
 * whose `open` the caller holds (Escape, backdrop, ×, Dialog.ActionTrigger); the other root props
 * (size, lazyMount, closeOnEscape…) pass through.
 */
export function AppDialog({
  title,
  testId,
  contentProps,
  close,
  closeFirst = false,
  trigger,
  onClose,
  fresh = false,
  children,
  ...root
}: Omit<Dialog.RootProps, 'children'> & {
  /** Left out when the content brings its own header (a form around header, body and footer). */
  title?: ReactNode;
  testId?: string;
  contentProps?: Dialog.ContentProps;
  /** The ×'s accessible label (default "Close"); false: no ×. */
  close?: string | false;
  /** The × comes right after the header, before the body (first in the tab order after the title). */
  closeFirst?: boolean;
  /** The button that opens the dialog (uncontrolled dialogs). */
  trigger?: ReactNode;
  onClose?: () => void;
  /** The content mounts afresh on every opening (a form starts empty or from the saved data). */
  fresh?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const closeTrigger =
    close === false ? null : (
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={close ?? t('close')} />
      </Dialog.CloseTrigger>
    );
  return (
    <Dialog.Root
      {...(onClose ? { onOpenChange: (e: { open: boolean }) => !e.open && onClose() } : {})}
      {...(fresh ? { lazyMount: true, unmountOnExit: true } : {})}
      {...root}
    >
      {trigger !== undefined && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} {...contentProps}>
            {title !== undefined && (
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
            )}
            {closeFirst && closeTrigger}
            {children}
            {!closeFirst && closeTrigger}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A dialog's footer: the outline button that dismisses it (Cancel, Close), then the dialog's own actions. */
export function DialogActions({ dismiss, children }: { dismiss: string; children?: ReactNode }) {
  return (
    <Dialog.Footer>
      <Dialog.ActionTrigger asChild>
        <Button variant="outline">{dismiss}</Button>
      </Dialog.ActionTrigger>
      {children}
    </Dialog.Footer>
  );
}

/**
 * A form dialog's footer: Cancel (outline, calls `onCancel`) and the action, a submit button of the
 * surrounding form unless `onSubmit` is given; busy while the action runs, off while `disabled`.
 */
export function DialogSubmitFooter({
  onCancel,
  label,
  busy,
  disabled,
  colorPalette,
  onSubmit,
}: {
  onCancel: () => void;
  label: ReactNode;
  busy: boolean;
  disabled?: boolean;
  colorPalette?: ButtonProps['colorPalette'];
  onSubmit?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Footer>
      <Button variant="outline" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button
        {...(onSubmit ? { onClick: onSubmit } : { type: 'submit' as const })}
        colorPalette={colorPalette}
        disabled={disabled}
        loading={busy}
      >
        {label}
      </Button>
    </Dialog.Footer>
  );
}

/** A form dialog's body: its fields in a column, then the error of the last attempt. */
export function DialogFormBody({ error, children }: { error: string | null; children: ReactNode }) {
  return (
    <Dialog.Body>
      <Stack gap="4">
        {children}
        <FormError error={error} />
      </Stack>
    </Dialog.Body>
  );
}
