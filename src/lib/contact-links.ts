/** An extension typed after the number ("ext. 12", "extension 12", "x12"): dialled after a pause, not as digits of the number. */
const extension = /\s*(?:ext\.?|extension|x)\s*(\d+)\s*$/i;

/** A tel: link keeps only what a dialler understands, with an extension after a pause (the comma). */
export const telHref = (phone: string): string => {
  const found = extension.exec(phone);
  const number = (found ? phone.slice(0, found.index) : phone).replace(/[^\d+*#,;]/g, '');
  return `tel:${number}${found ? `,${found[1]}` : ''}`;
};

export const mailtoHref = (email: string): string => `mailto:${email}`;

/** The look of a contact link wherever a lead's email or phone is shown. */
export const contactLinkClass =
  'rounded text-brand-300 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-400';
