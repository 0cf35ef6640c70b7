import type { InboxSort, StatusFilter } from '../../../machines/inbox/inbox-view';
import { savingsThresholds, statusFilters } from '../../../machines/inbox/inbox-view';
import type { LeadCounts } from '../../../machines/inbox-figures/inbox-figures.machine';
import { locales } from '../../i18n/locales';
import { formatWhole } from '../../lib/number-format';
import { fieldLabel } from '../ui/field-styles';
import { SelectField, TextField } from '../ui/text-field';
import type { ReactNode } from 'react';
import { filterLabels, followUpFilterLabel, languageName, savingsLabel } from './view-labels';

type InboxFiltersProps = {
  searchText: string;
  status: StatusFilter;
  overdue: boolean;
  minSavings: number;
  language: string | null;
  followUp: boolean;
  sort: InboxSort;
  counts: LeadCounts | null;
  onSearch: (text: string) => void;
  onStatus: (status: StatusFilter) => void;
  onOverdue: (on: boolean) => void;
  onMinSavings: (minSavings: number) => void;
  onLanguage: (language: string | null) => void;
  onFollowUp: (on: boolean) => void;
  onSort: (sort: InboxSort) => void;
};

const sortOptions = [
  { value: 'newest', label: 'Newest first' },
  { value: 'savings', label: 'Highest estimated savings first' },
];

const languageOptions = [
  { value: '', label: 'All languages' },
  ...locales.map((code) => ({ value: code, label: languageName(code) })),
];

const Count = ({ value }: { value: number | undefined }) =>
  value === undefined ? null : (
    <span className="rounded-full bg-white/10 px-2 py-0.5 text-xs text-slate-200 tabular-nums">
      {formatWhole(value)}
    </span>
  );

/** A filter that is on or off, as a switch; `on` colours its track. */
function FilterSwitch({
  checked,
  onChange,
  track,
  children,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  track: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      className="inline-flex items-center gap-3 rounded-xl border border-white/15 px-4 py-3 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-400"
    >
      <span
        aria-hidden="true"
        className={`relative h-5 w-9 rounded-full transition-colors ${checked ? track : 'bg-white/20'}`}
      >
        <span
          className={`absolute top-0.5 h-4 w-4 rounded-full bg-white transition-all ${checked ? 'left-4.5' : 'left-0.5'}`}
        />
      </span>
      {children}
    </button>
  );
}

/**
 * Search box, status filter, the overdue and follow-up switches; each filter the figures count shows how many
 * leads it holds.
 */
export function InboxFilters({
  searchText,
  status,
  overdue,
  minSavings,
  language,
  followUp,
  sort,
  counts,
  onSearch,
  onStatus,
  onOverdue,
  onMinSavings,
  onLanguage,
  onFollowUp,
  onSort,
}: InboxFiltersProps) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <TextField
          id="inbox-search"
          label="Search"
          type="search"
          value={searchText}
          onChange={(event) => onSearch(event.target.value)}
          placeholder="Name, email, phone or business"
          className="min-w-64 flex-1"
        />
        <FilterSwitch checked={overdue} onChange={onOverdue} track="bg-red-500">
          Overdue only
          <Count value={counts?.overdue} />
        </FilterSwitch>
        <FilterSwitch checked={followUp} onChange={onFollowUp} track="bg-brand-500">
          {followUpFilterLabel}
        </FilterSwitch>
        <SelectField
          id="inbox-savings"
          label="Estimated savings"
          value={String(minSavings)}
          options={savingsThresholds.map((threshold) => ({ value: String(threshold), label: savingsLabel(threshold) }))}
          onChange={(event) => onMinSavings(Number(event.target.value))}
        />
        <SelectField
          id="inbox-language"
          label="Language"
          value={language ?? ''}
          options={languageOptions}
          onChange={(event) => onLanguage(event.target.value === '' ? null : event.target.value)}
        />
        <SelectField
          id="inbox-sort"
          label="Order"
          value={sort}
          options={sortOptions}
          onChange={(event) => onSort(event.target.value === 'savings' ? 'savings' : 'newest')}
        />
      </div>
      <fieldset>
        <legend className={`mb-2 ${fieldLabel}`}>Status</legend>
        <div className="flex flex-wrap gap-2">
          {statusFilters.map((filter) => (
            <label
              key={filter}
              className="relative inline-flex cursor-pointer items-center gap-2 rounded-full border border-white/15 px-3 py-1.5 text-sm text-white has-checked:border-brand-400 has-checked:bg-brand-400/15 has-focus-visible:outline-2 has-focus-visible:outline-brand-400"
            >
              <input
                type="radio"
                name="status"
                value={filter}
                checked={status === filter}
                onChange={() => onStatus(filter)}
                className="absolute inset-0 cursor-pointer appearance-none rounded-full"
              />
              {filterLabels[filter]}
              <Count value={counts?.[filter]} />
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
