/** The look of a contact link wherever a lead's email or phone is shown. */
export const contactLinkClass =
  'rounded text-brand-300 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-400';
