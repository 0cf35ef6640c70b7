/**
 * The prospect's acknowledgement in each language of the public site, the one place its words live. The prospect
 * reads it in the language of the page they sent the request from; staff alerts stay English. Written for each
 * market in the formal register (usted, vous, Sie), not word for word. This folder is deployed on its own, so the
 * list of languages is written here again; tests/unit/alert-messages.test.ts fails when it differs from the site's.
 */
export type AcknowledgementWording = {
  subject: string;
  title: string;
  /** `firstName` only when it passes `greetableFirstName`; otherwise the greeting carries no name. */
  greeting: (firstName: string | null) => string;
  body: (brand: string, minutes: number) => string;
  signature: (brand: string) => string;
  /** The personal link to book a demo time at once. */
  pickTime: string;
};

export const acknowledgementWording = {
  en: {
    subject: 'We got your demo request',
    title: 'We got your demo request',
    greeting: (firstName) => (firstName ? `Hi ${firstName},` : 'Hello,'),
    body: (brand, minutes) =>
      `Thank you for your interest in ${brand}. A real person from our team will get back to you within ${minutes} minutes, by phone or by email.`,
    signature: (brand) => `The ${brand} team`,
    pickTime: 'Pick a time now',
  },
  es: {
    subject: 'Hemos recibido su solicitud de demo',
    title: 'Hemos recibido su solicitud de demo',
    greeting: (firstName) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
    body: (brand, minutes) =>
      `Gracias por su interés en ${brand}. Una persona de nuestro equipo, no un robot, se pondrá en contacto con usted en menos de ${minutes} minutos, por teléfono o por correo electrónico.`,
    signature: (brand) => `El equipo de ${brand}`,
    pickTime: 'Elija una hora ahora',
  },
  fr: {
    subject: 'Nous avons bien reçu votre demande de démo',
    title: 'Nous avons bien reçu votre demande de démo',
    greeting: (firstName) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,'),
    body: (brand, minutes) =>
      `Merci de l’intérêt que vous portez à ${brand}. Un membre de notre équipe, une vraie personne, vous répondra d’ici ${minutes} minutes, par téléphone ou par e-mail.`,
    signature: (brand) => `L’équipe ${brand}`,
    pickTime: 'Choisir un créneau maintenant',
  },
  de: {
    subject: 'Wir haben Ihre Demo-Anfrage erhalten',
    title: 'Wir haben Ihre Demo-Anfrage erhalten',
    // The formal greeting names the person with a title (Frau, Herr) and the last name; we know neither for sure, and
    // a last name is free text, so it greets without a name.
    greeting: () => 'Guten Tag,',
    body: (brand, minutes) =>
      `vielen Dank für Ihr Interesse an ${brand}. Ein Mensch aus unserem Team, kein Bot, meldet sich innerhalb von ${minutes} Minuten telefonisch oder per E-Mail bei Ihnen.`,
    signature: (brand) => `Ihr ${brand}-Team`,
    pickTime: 'Jetzt einen Termin wählen',
  },
} satisfies Record<string, AcknowledgementWording>;

/**
 * The one thing of the visitor's an acknowledgement may carry: a first name that is a name and nothing else, at most
 * 40 letters with hyphens or apostrophes between them (Ada, Jean-Luc, O'Brien, Zoë). Anything else (spaces, digits,
 * a URL, punctuation) is text of the visitor's choosing sent from our domain, so the greeting then goes without it.
 */
export function greetableFirstName(firstName: string): string | null {
  const name = firstName.trim().normalize('NFC');
  return [...name].length <= 40 && /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u.test(name) ? name : null;
}

export type AcknowledgementLocale = keyof typeof acknowledgementWording;

const isAcknowledgementLocale = (locale: string): locale is AcknowledgementLocale =>
  Object.hasOwn(acknowledgementWording, locale);

/** The wording for a lead's language code; a code this table lacks (none the database accepts) reads English. */
export function acknowledgementIn(locale: string): { lang: AcknowledgementLocale; words: AcknowledgementWording } {
  const lang = isAcknowledgementLocale(locale) ? locale : 'en';
  return { lang, words: acknowledgementWording[lang] };
}
