import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
