import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { countUpMachine, countUpValue } from '../../../machines/count-up/count-up.machine';
import { countUpActors } from '../../actors/count-up.actors';
import type { TestimonialStat } from '../../content/landing/testimonial';
import { actorOptions } from '../../lib/inspector';
import { Card } from '../ui/card';

/**
 * The testimonial's figures. They count up once, when first scrolled into view: the machine
 * decides when counting starts and ends, each frame shows `countUpValue` of the time since start.
 * Screen readers get the final figures straight away.
 */
export function TestimonialStats({ stats }: { stats: readonly TestimonialStat[] }) {
  const id = useId();
  const [machine] = useState(() => countUpMachine.provide({ actors: countUpActors(id) }));
  const actor = useActorRef(machine, actorOptions());
  const phase = useSelector(actor, (state) => state.value);
  const elapsed = useSelector(actor, (state) => state.context.elapsedMs);
  const shown = (target: number) => {
    if (phase === 'finished') return target;
    if (phase === 'counting') return countUpValue(target, elapsed);
    return 0;
  };
  return (
    <dl id={id} data-count-up={phase} className="grid gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <Card variant="inset" key={stat.label} className="flex flex-col p-6 text-center">
          <dt className="text-sm text-slate-300">{stat.label}</dt>
          <dd className="order-first mb-2 text-4xl font-bold text-white tabular-nums" data-testid="stat-figure">
            <span aria-hidden="true">{stat.format(shown(stat.value))}</span>
            <span className="sr-only">{stat.format(stat.value)}</span>
          </dd>
        </Card>
      ))}
    </dl>
  );
}
