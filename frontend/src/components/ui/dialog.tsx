import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '@/lib/i18n';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  closeLabel?: string;
  size?: 'sm' | 'md' | 'sheet';
  /** Where the focus goes on close; preventDefault() keeps Radix from returning it to the opener. */
  onCloseAutoFocus?: (event: Event) => void;
  /** false: Esc and a tap or click outside leave it open; only the close cross and its own buttons close it (what it shows would be lost). */
  dismissible?: boolean;
}

/** Accessible modal dialog (focus trap, Esc, aria wiring) on top of Radix. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  closeLabel,
  size = 'sm',
  onCloseAutoFocus,
  dismissible = true,
}: DialogProps) {
  const { t } = useTranslation(COMMON_NS);
  const keepOpen = dismissible ? undefined : (event: Event) => event.preventDefault();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog__overlay" />
        <RadixDialog.Content
          className={`dialog__content dialog__content--${size}`}
          onCloseAutoFocus={onCloseAutoFocus}
          onEscapeKeyDown={keepOpen}
          onInteractOutside={keepOpen}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog__header">
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>
            )}
          </div>
          {children}
          <RadixDialog.Close className="dialog__close" aria-label={closeLabel ?? t('close')}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
