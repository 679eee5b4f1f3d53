import { useState, type ComponentProps, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * A modal on a dimmed page, centred in the screen clear of the toast band (styles.css --toast-band) so
 * a toast never covers its buttons; on a phone it fills the width and scrolls inside itself.
 * size: sm for confirmations, md for forms, lg for the review dialog.
 * On closing, focus goes back to what opened it: Radix returns it only to a DialogTrigger, and most
 * of our dialogs open from a plain button (Record Payment, a row's action) and are then unmounted.
 */
export function DialogContent({
  className,
  children,
  size = 'md',
  hideClose = false,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { size?: 'sm' | 'md' | 'lg'; hideClose?: boolean }) {
  // Still the opener while the content mounts: Radix moves focus into the dialog after this.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null));
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented || !opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          'clear-of-toast-band fixed left-1/2 z-50 grid w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border bg-card p-5 shadow-xl outline-none sm:p-6',
          size === 'sm' && 'max-w-md',
          size === 'md' && 'max-w-xl',
          size === 'lg' && 'max-w-4xl',
          className,
        )}
        onCloseAutoFocus={returnFocus}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            className="absolute top-3 right-3 rounded-sm p-1 text-muted-foreground hover:text-foreground focus-visible:outline-3 focus-visible:outline-ring"
            aria-label="Close"
          >
            <X className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * In place of a dialog whose code is still downloading (a slow line): the page dims at once and
 * says so, so the tap that opened it visibly waits instead of seeming to do nothing.
 */
export function DialogLoading() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/50" data-testid="dialog-loading">
      <p role="status" className="rounded-md bg-card px-4 py-2 text-sm font-medium shadow-lg">
        Opening...
      </p>
    </div>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 pr-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold leading-tight', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** A titled block inside a dialog (the review dialog's sections). */
export function DialogSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn('grid gap-3 rounded-md border border-border p-4', className)}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}
