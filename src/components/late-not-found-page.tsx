import { lateModule } from '../lib/late-module';

const useNotFoundPage = lateModule(() => import('./not-found-page'));

/**
 * The not-found page, whose code and words load when an address has no page: every visit downloads the router's
 * default components with the app, and most never see this one. (The error page stays in the app: it must show when
 * the network that would bring it is what failed.)
 */
export function LateNotFoundPage() {
  const { module } = useNotFoundPage(true);
  return module ? <module.NotFoundPage /> : null;
}
