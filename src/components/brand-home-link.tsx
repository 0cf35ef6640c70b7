import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { secretGestureMachine } from '../../machines/secret-gesture/secret-gesture.machine';
import { secretGestureActions } from '../actors/secret-gesture.actors';
import { brand } from '../content/brand';
import { actorOptions } from '../lib/inspector';
import { scrollBehavior } from '../lib/reduced-motion';
import { BrandLogo } from './brand-logo';

/**
 * Logo and brand name, linking home. On the home page a click scrolls back to the top instead of
 * reloading the route, and five quick clicks open the staff login (the hidden staff entry).
 */
export function BrandHomeLink() {
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const [machine] = useState(() => secretGestureMachine.provide({ actions: secretGestureActions(router) }));
  const gesture = useActorRef(machine, actorOptions());

  const lastPath = useRef(pathname);
  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    gesture.send({ type: 'route.change' });
  }, [pathname, gesture]);

  return (
    <Link
      to="/"
      onClick={(event) => {
        if (pathname === '/') {
          event.preventDefault();
          window.scrollTo({ top: 0, behavior: scrollBehavior() });
        }
        gesture.send({ type: 'gesture.click' });
      }}
      className="flex items-center gap-2 rounded-md font-semibold tracking-tight text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-400"
    >
      <BrandLogo />
      <span className="text-lg">{brand.name}</span>
    </Link>
  );
}
