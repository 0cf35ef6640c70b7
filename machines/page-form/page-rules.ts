/**
 * What a personal voice page may hold, as the database checks it (personalized_assistants' constraints), so the
 * form can say what is wrong before anything is sent.
 */

/** personalized_assistants_slug_shape: a letter or digit, then up to 99 letters, digits, `-` or `_`. */
export const slugShape = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
export const maxSlugLength = 100;
export const maxGreetingLength = 100;
export const maxAssistantIdLength = 100;
/** personalized_assistants_max_call_seconds_range and the column's default. */
export const callSecondsRange = { min: 30, max: 3600 } as const;
export const defaultCallSeconds = 300;

/** The form's boxes, as typed. */
export type PageDraft = { slug: string; name: string; assistantId: string; maxCallSeconds: string };
export type DraftField = keyof PageDraft;
/**
 * What is wrong with one box, as a code (the screen words it): a link that is empty, too long, of the wrong shape or
 * already another page's; a greeting name of only spaces or too long; an assistant id too long; a call length that
 * is not whole seconds in the range.
 */
export type DraftProblem =
  | 'slugMissing'
  | 'slugTooLong'
  | 'slugShape'
  | 'slugTaken'
  | 'nameBlank'
  | 'nameTooLong'
  | 'assistantIdTooLong'
  | 'callSecondsRange';
export type DraftErrors = Partial<Record<DraftField, DraftProblem>>;

/** A page's values as they are stored: an empty greeting or assistant id is none (the built-in default). */
export type PageFields = { slug: string; name: string | null; assistantId: string | null; maxCallSeconds: number };

export const emptyDraft: PageDraft = {
  slug: '',
  name: '',
  assistantId: '',
  maxCallSeconds: String(defaultCallSeconds),
};

/**
 * Why a save failed: the slug clashed with another page's (in any case), the database refused one box's value (one
 * of its check constraints), or anything else, with the server's reason (null when it gave none).
 */
export type SaveFailure =
  { kind: 'slugTaken' } | { kind: 'refused'; field: DraftField } | { kind: 'failed'; reason: string | null };

/** Each box's check constraint on personalized_assistants, by the box it concerns. */
const constraintFields: Record<string, DraftField> = {
  personalized_assistants_slug_shape: 'slug',
  personalized_assistants_name_length: 'name',
  personalized_assistants_assistant_id_length: 'assistantId',
  personalized_assistants_max_call_seconds_range: 'maxCallSeconds',
};

/** The box a database refusal concerns, read from the constraint its message names; null for anything else. */
export function refusedDraftField(message: string): DraftField | null {
  const constraint = /violates check constraint "([^"]+)"/.exec(message)?.[1];
  return constraint === undefined ? null : (constraintFields[constraint] ?? null);
}

/** The rule a box's value broke when the database refused it: what the box may hold. */
export const refusedProblem: Record<DraftField, DraftProblem> = {
  slug: 'slugShape',
  name: 'nameTooLong',
  assistantId: 'assistantIdTooLong',
  maxCallSeconds: 'callSecondsRange',
};

const wholeNumber = /^\d+$/;

function slugError(slug: string): DraftProblem | undefined {
  if (slug === '') return 'slugMissing';
  if (slug.length > maxSlugLength) return 'slugTooLong';
  if (!slugShape.test(slug)) return 'slugShape';
  return undefined;
}

function callSecondsError(text: string): DraftProblem | undefined {
  const seconds = Number(text);
  if (!wholeNumber.test(text) || seconds < callSecondsRange.min || seconds > callSecondsRange.max) {
    return 'callSecondsRange';
  }
  return undefined;
}

/** The stored values of a draft, or the problem of every box that is wrong. Surrounding spaces are not kept. */
export function checkDraft(draft: PageDraft): { ok: true; fields: PageFields } | { ok: false; errors: DraftErrors } {
  const slug = draft.slug.trim();
  const name = draft.name.trim();
  // A box of only spaces is a name typed wrong, not a page without a greeting (an empty box is that).
  const blankName = draft.name !== '' && name === '';
  const assistantId = draft.assistantId.trim();
  const maxCallSeconds = draft.maxCallSeconds.trim();
  const errors: DraftErrors = {
    slug: slugError(slug),
    name: blankName ? 'nameBlank' : name.length > maxGreetingLength ? 'nameTooLong' : undefined,
    assistantId: assistantId.length > maxAssistantIdLength ? 'assistantIdTooLong' : undefined,
    maxCallSeconds: callSecondsError(maxCallSeconds),
  };
  const found = Object.fromEntries(Object.entries(errors).filter(([, problem]) => problem !== undefined));
  if (Object.keys(found).length > 0) return { ok: false, errors: found };
  return {
    ok: true,
    fields: { slug, name: name || null, assistantId: assistantId || null, maxCallSeconds: Number(maxCallSeconds) },
  };
}
