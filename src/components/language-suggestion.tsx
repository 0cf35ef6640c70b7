import { useActorRef, useSelector } from '@xstate/react';
import { Languages, X } from 'lucide-react';
import { useEffect } from 'react';
import { languageSuggestionMachine } from '../../machines/language-suggestion/language-suggestion.machine';
import { suggestedLocale } from '../../machines/language-suggestion/suggested-locale';
import { languageSuggestionActions } from '../actors/language-suggestion.actors';
import { actorOptions } from '../lib/inspector';
import { languageChosen } from '../lib/language-choice';
// Each from its own module: in a language's build these keep every language (src/prerender/every-language-messages.ts).
import { nav_language } from '../paraglide/messages/nav_language.js';
import { suggest_dismiss } from '../paraglide/messages/suggest_dismiss.js';
import { suggest_switch } from '../paraglide/messages/suggest_switch.js';
import { suggest_text } from '../paraglide/messages/suggest_text.js';
import { getLocale, isLocale, locales } from '../paraglide/runtime.js';
import { useLanguageHref } from './language-links';
import { Button } from './ui/button';

/**
 * A small offer of the browser's preferred language when the page is in another, in that language. Only in the
 * browser, once the page runs (the prerendered page knows no visitor's languages), at the screen's foot so nothing on
 * the page moves.
 */
const languageSuggestion = languageSuggestionMachine.provide({ actions: languageSuggestionActions });

export function LanguageSuggestion() {
  const href = useLanguageHref();
  const actor = useActorRef(languageSuggestion, actorOptions());
  const suggested = useSelector(actor, (state) => (state.matches('offered') ? state.context.suggested : null));
  const offersLanguages = href !== null;
  useEffect(() => {
    // Decided once, when the page first runs (the machine takes the first answer).
    const pageLocale = getLocale();
    actor.send({
      type: 'page.opened',
      suggested: offersLanguages
        ? suggestedLocale({
            pageLocale,
            browserLanguages: navigator.languages,
            offered: locales,
            chosenInThisTab: languageChosen(),
          })
        : null,
    });
  }, [actor, offersLanguages]);
  if (!href || suggested === null || !isLocale(suggested)) return null;
  const locale = suggested;
  return (
    <aside
      lang={locale}
      aria-label={nav_language({}, { locale })}
      className="fixed inset-x-4 bottom-4 z-50 flex items-start gap-3 rounded-2xl border border-white/15 bg-slate-900/95 p-4 text-sm text-slate-100 shadow-2xl backdrop-blur sm:left-auto sm:max-w-sm print:hidden"
    >
      <Languages className="mt-0.5 h-5 w-5 shrink-0 text-brand-400" aria-hidden="true" />
      <div className="flex-1 space-y-3">
        <p>{suggest_text({}, { locale })}</p>
        <div className="flex flex-wrap items-center gap-2">
          <a
            href={href(locale)}
            hrefLang={locale}
            onClick={() => actor.send({ type: 'suggestion.accept' })}
            className="rounded-full bg-brand-400 px-4 py-2 font-semibold text-slate-950 hover:bg-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300"
          >
            {suggest_switch({}, { locale })}
          </a>
          <Button variant="quiet" size="sm" onClick={() => actor.send({ type: 'suggestion.dismiss' })}>
            {suggest_dismiss({}, { locale })}
          </Button>
        </div>
      </div>
      <button
        type="button"
        onClick={() => actor.send({ type: 'suggestion.dismiss' })}
        className="rounded-md p-1 text-slate-400 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
      >
        <X className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">{suggest_dismiss({}, { locale })}</span>
      </button>
    </aside>
  );
}
