import { useHydrated } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { demoFormMachine, type DemoFormField } from '../../../machines/demo-form/demo-form.machine';
import { demoFormImplementations } from '../../actors/demo-form.actors';
import { demoFormCopy } from '../../content/landing';
import { actorOptions } from '../../lib/inspector';

/** The database's check constraints, so the browser stops what the server would refuse. */
const maxLengths: Record<DemoFormField, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  business: 5000,
};

const inputClass =
  'mt-1 block w-full rounded-xl border border-white/15 bg-slate-900 px-4 py-3 text-white placeholder:text-slate-500 focus:border-brand-400 focus:outline-2 focus:outline-brand-400 disabled:opacity-60';

export function DemoForm() {
  const actor = useActorRef(demoFormMachine.provide(demoFormImplementations), actorOptions());
  const values = useSelector(actor, (state) => state.context.values);
  const busy = useSelector(actor, (state) => state.hasTag('busy'));
  const locked = useSelector(actor, (state) => state.hasTag('locked'));
  const succeeded = useSelector(actor, (state) => state.matches('success'));
  const failed = useSelector(actor, (state) => state.matches('failure'));
  // The prerendered form shows before the app runs; what was typed or sent then would be lost.
  const ready = useHydrated();
  const field = (name: DemoFormField) => ({
    id: `demo-${name}`,
    name,
    value: values[name],
    required: true,
    maxLength: maxLengths[name],
    disabled: locked,
    readOnly: !ready,
    onChange: (event: { target: HTMLInputElement | HTMLTextAreaElement }) => {
      const { value } = event.target;
      // `required` accepts a field of only spaces; say so instead of refusing the submit silently.
      event.target.setCustomValidity(value !== '' && value.trim() === '' ? demoFormCopy.blankField : '');
      actor.send({ type: 'form.change', field: name, value });
    },
  });

  const buttonLabel = busy ? demoFormCopy.sending : succeeded ? demoFormCopy.sent : demoFormCopy.submit;

  return (
    <form
      aria-label="Demo request"
      onFocus={() => actor.send({ type: 'form.focus' })}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'form.submit' });
      }}
      className="grid gap-5 rounded-3xl border border-white/10 bg-white/[0.03] p-6 sm:grid-cols-2 sm:p-8"
    >
      <Field label="First name" htmlFor="demo-firstName">
        <input {...field('firstName')} type="text" autoComplete="given-name" className={inputClass} />
      </Field>
      <Field label="Last name" htmlFor="demo-lastName">
        <input {...field('lastName')} type="text" autoComplete="family-name" className={inputClass} />
      </Field>
      <Field label="Email" htmlFor="demo-email">
        <input {...field('email')} type="email" autoComplete="email" className={inputClass} />
      </Field>
      <Field label="Phone" htmlFor="demo-phone">
        <input {...field('phone')} type="tel" autoComplete="tel" className={inputClass} />
      </Field>
      <Field label="Tell us about your business" htmlFor="demo-business" wide>
        <textarea
          {...field('business')}
          rows={3}
          placeholder="What you do, how many calls you get, what you'd like the agent to handle"
          className={inputClass}
        />
      </Field>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={busy || succeeded || !ready}
          className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-400 px-6 py-3 font-semibold text-slate-950 hover:bg-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-80 sm:w-auto"
        >
          {busy && <LoaderCircle className="h-5 w-5 motion-safe:animate-spin" aria-hidden="true" />}
          {succeeded && <CircleCheck className="h-5 w-5" aria-hidden="true" />}
          {buttonLabel}
        </button>
        <div role="status" className="mt-4">
          {succeeded && <Notice tone="success">{demoFormCopy.success}</Notice>}
        </div>
        <div role="alert">{failed && <Notice tone="failure">{demoFormCopy.failure}</Notice>}</div>
      </div>
    </form>
  );
}

const tones = {
  success: { icon: CircleCheck, className: 'bg-emerald-500/10 text-emerald-300' },
  failure: { icon: CircleAlert, className: 'bg-red-500/10 text-red-300' },
};

function Notice({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  const { icon: Icon, className } = tones[tone];
  return (
    <p className={`flex items-center gap-2 rounded-xl px-4 py-3 ${className}`}>
      <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}

function Field({
  label,
  htmlFor,
  wide = false,
  children,
}: {
  label: string;
  htmlFor: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={htmlFor} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      {children}
    </div>
  );
}
