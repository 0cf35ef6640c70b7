import { baseLocale } from '../../i18n/locales';
import { languageName } from './view-labels';

/**
 * The language of a lead sent from a translated page, as a short code badge that names it in full to a pointer or
 * a screen reader. Most leads come from the English site, so only the others are marked: staff see at a glance
 * whom to answer in another language.
 */
export function LeadLanguage({ code }: { code: string }) {
  if (code === baseLocale) return null;
  return (
    <span
      title={languageName(code)}
      data-testid="lead-language"
      className="shrink-0 rounded bg-white/10 px-1.5 py-0.5 text-xs font-semibold text-slate-200 uppercase"
    >
      <span aria-hidden="true">{code}</span>
      <span className="sr-only">{languageName(code)}</span>
    </span>
  );
}
