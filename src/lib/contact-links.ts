/** Phone numbers are typed freely in the form; a tel: link keeps only what a dialler understands. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+*#,;]/g, '')}`;

export const mailtoHref = (email: string): string => `mailto:${email}`;

/** The look of a contact link wherever a lead's email or phone is shown. */
export const contactLinkClass =
  'rounded text-brand-300 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-400';
