import type { ReactNode } from 'react';

type SectionHeadingProps = { id: string; eyebrow?: string; children: ReactNode; intro?: string };

/** The heading every landing section opens with, so the rhythm and levels stay consistent. */
export function SectionHeading({ id, eyebrow, children, intro }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow && <p className="text-sm font-semibold tracking-wider text-brand-400 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
        {children}
      </h2>
      {intro && <p className="mt-4 text-lg text-balance text-slate-300">{intro}</p>}
    </div>
  );
}
