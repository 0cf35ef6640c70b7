import type { IconCard } from '../../content/landing/icon-card';
import { Card } from '../ui/card';

/** Three cards with an icon, a title and a line of copy: the features and why-us grids. */
export function IconCardGrid({ cards }: { cards: readonly IconCard[] }) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {cards.map(({ icon: Icon, title, description }) => (
        <Card as="li" key={title} className="p-8">
          <span className="inline-flex rounded-2xl bg-gradient-to-br from-brand-400/20 to-accent-500/20 p-3 text-brand-400">
            <Icon className="h-7 w-7" aria-hidden="true" />
          </span>
          <h3 className="mt-5 text-xl font-semibold text-white">{title}</h3>
          <p className="mt-2 text-slate-300">{description}</p>
        </Card>
      ))}
    </ul>
  );
}
