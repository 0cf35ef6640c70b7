import { useEffect, useRef, type ReactNode } from 'react';

const focusable = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog in the middle of the screen, wherever the page is scrolled: the page behind it is inert, so the
 * keyboard stays inside; the focus goes to the element marked `data-autofocus` (else the first control) and back to
 * what had it when the dialog goes; Escape asks `onCancel`, which should make the dialog go.
 */
export function ModalDialog({
  label,
  alert = false,
  onCancel,
  children,
}: {
  label: string;
  /** A question that interrupts (a confirmation), announced as an alert dialog. */
  alert?: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The latest callback, so the dialog's one setup never calls an old one.
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  });
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      // The opener may be gone (a deleted row's button); then the focus stays where the browser puts it.
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-label={label}
      role={alert ? 'alertdialog' : undefined}
      onCancel={(event) => {
        // The machine decides whether the dialog goes; the browser must not close it behind the machine's back.
        event.preventDefault();
        cancel.current();
      }}
      onClose={() => cancel.current()}
      onKeyDown={(event) => {
        // The page behind is inert, but Tab past the last control would leave for the browser's own bar: wrap.
        if (event.key !== 'Tab') return;
        const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter(
          (control) => !control.matches(':disabled'),
        );
        const first = controls[0];
        const last = controls.at(-1);
        if (!first || !last) return;
        const wrapTo = event.shiftKey
          ? document.activeElement === first
            ? last
            : null
          : document.activeElement === last
            ? first
            : null;
        if (wrapTo) {
          event.preventDefault();
          wrapTo.focus();
        }
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-slate-900 p-0 text-slate-100 backdrop:bg-slate-950/70"
    >
      {children}
    </dialog>
  );
}
