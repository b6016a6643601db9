// Radix Dialog wrapped once: the overlay, a centred panel or a side drawer, and a close button.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { forwardRef, useRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogTitle = forwardRef<
  ElementRef<typeof DialogPrimitive.Title>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Title>
>(function DialogTitle({ className, ...props }, ref) {
  return <DialogPrimitive.Title ref={ref} className={cn('font-serif text-2xl', className)} {...props} />;
});
export const DialogDescription = forwardRef<
  ElementRef<typeof DialogPrimitive.Description>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(function DialogDescription({ className, ...props }, ref) {
  return (
    <DialogPrimitive.Description ref={ref} className={cn('text-sm text-ink/75', className)} {...props} />
  );
});

const panelVariants = cva('fixed z-50 bg-cream text-ink shadow-xl focus:outline-none', {
  variants: {
    side: {
      center:
        'left-1/2 top-1/2 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6',
      right: 'inset-y-0 right-0 flex h-full w-[85vw] max-w-sm flex-col overflow-y-auto p-6',
    },
  },
  defaultVariants: { side: 'center' },
});

type DialogContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content> &
  VariantProps<typeof panelVariants> & { closeLabel: string };

export const DialogContent = forwardRef<ElementRef<typeof DialogPrimitive.Content>, DialogContentProps>(
  function DialogContent(
    { className, children, side, closeLabel, onOpenAutoFocus, onCloseAutoFocus, ...props },
    ref,
  ) {
    // Dialogs opened without a Radix trigger (lazy ones) give focus back to whatever opened them.
    const opener = useRef<HTMLElement | null>(null);
    return (
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <DialogPrimitive.Content
          ref={ref}
          className={cn(panelVariants({ side }), className)}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            const target = opener.current;
            if (event.defaultPrevented || !target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          {...props}
        >
          {children}
          <DialogPrimitive.Close
            className="absolute right-3 top-3 inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-ink/5 focus-visible:outline-2 focus-visible:outline-ink"
            aria-label={closeLabel}
          >
            <CloseIcon />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    );
  },
);
