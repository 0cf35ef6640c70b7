import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { countUpMachine, countUpValue } from '../../../machines/count-up/count-up.machine';
import type { TestimonialStat } from '../../content/landing';
import { actorOptions } from '../../lib/inspector';
import { useOnReducedMotion } from '../../lib/reduced-motion';
import { useIntersection } from '../../lib/use-intersection';
import { Card } from '../ui/card';

/**
 * The testimonial's figures. They count up once, when first scrolled into view: the machine
 * decides when counting starts and ends, each frame shows `countUpValue` of the time since start.
 * Screen readers get the final figures straight away.
 */
export function TestimonialStats({ stats }: { stats: readonly TestimonialStat[] }) {
  const ref = useRef<HTMLDListElement>(null);
  const actor = useActorRef(countUpMachine, actorOptions());
  const phase = useSelector(actor, (state) => state.value);
  const elapsed = useElapsedWhile(phase === 'counting');
  useOnReducedMotion(() => actor.send({ type: 'motion.reduce' }));
  useIntersection(
    ref,
    (entry) => {
      if (entry.isIntersecting) actor.send({ type: 'stats.visible' });
    },
    { threshold: 0.5, enabled: phase === 'waiting' },
  );
  const shown = (target: number) => {
    if (phase === 'finished') return target;
    if (phase === 'counting') return countUpValue(target, elapsed);
    return 0;
  };
  return (
    <dl ref={ref} data-count-up={phase} className="grid gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <Card variant="inset" key={stat.label} className="flex flex-col p-6 text-center">
          <dt className="text-sm text-slate-300">{stat.label}</dt>
          <dd className="order-first mb-2 text-4xl font-bold text-white tabular-nums" data-testid="stat-figure">
            <span aria-hidden="true">
              {shown(stat.value)}
              {stat.suffix}
            </span>
            <span className="sr-only">
              {stat.value}
              {stat.suffix}
            </span>
          </dd>
        </Card>
      ))}
    </dl>
  );
}

/** Milliseconds since `active` turned on, updated once per animation frame while it stays on. */
function useElapsedWhile(active: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!active) return;
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      setElapsed(Math.max(0, now - start));
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [active]);
  return elapsed;
}
