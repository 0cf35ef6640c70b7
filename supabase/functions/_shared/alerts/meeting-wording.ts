import { acknowledgementIn, type AcknowledgementLocale } from './acknowledgement-wording.ts';

/**
 * The meeting emails' words in each language of the public site, the one place they live. The prospect reads theirs
 * in the language of the page they asked from, like the acknowledgement (formal register); the staff member's own
 * copy stays English, like the alerts.
 */
export type MeetingWording = {
  /** The locale the time is written in (day and month names, order). */
  dateLocale: string;
  booked: (brand: string, when: string) => string;
  moved: (brand: string, when: string) => string;
  cancelled: (brand: string, when: string) => string;
  reminderDay: (brand: string) => string;
  reminderHour: (brand: string) => string;
  invitation: (other: string, when: string) => string;
  cancellation: (other: string, when: string) => string;
  remindTomorrow: (other: string, when: string) => string;
  remindInAnHour: (other: string, when: string) => string;
  move: string;
  cancel: string;
  description: (brand: string) => string;
};

export const meetingWording = {
  en: {
    dateLocale: 'en-GB',
    booked: (brand, when) => `Booked: ${brand} demo on ${when}`,
    moved: (brand, when) => `Moved: ${brand} demo on ${when}`,
    cancelled: (brand, when) => `Cancelled: ${brand} demo on ${when}`,
    reminderDay: (brand) => `Reminder: your ${brand} demo tomorrow`,
    reminderHour: (brand) => `Reminder: your ${brand} demo in one hour`,
    invitation: (other, when) => `Your demo with ${other} is on ${when}. The calendar invitation is attached.`,
    cancellation: (other, when) => `The demo with ${other} on ${when} is cancelled.`,
    remindTomorrow: (other, when) => `Your demo with ${other} is tomorrow: ${when}.`,
    remindInAnHour: (other, when) => `Your demo with ${other} is in one hour: ${when}.`,
    move: 'Move it',
    cancel: 'Cancel it',
    description: (brand) => `A demo of ${brand}'s AI voice agent.`,
  },
  es: {
    dateLocale: 'es-ES',
    booked: (brand, when) => `Reservada: demo de ${brand} el ${when}`,
    moved: (brand, when) => `Cambiada: demo de ${brand} el ${when}`,
    cancelled: (brand, when) => `Cancelada: demo de ${brand} el ${when}`,
    reminderDay: (brand) => `Recordatorio: su demo de ${brand} es mañana`,
    reminderHour: (brand) => `Recordatorio: su demo de ${brand} es dentro de una hora`,
    invitation: (other, when) => `Su demo con ${other} es el ${when}. Adjuntamos la invitación para su calendario.`,
    cancellation: (other, when) => `La demo con ${other} del ${when} queda cancelada.`,
    remindTomorrow: (other, when) => `Su demo con ${other} es mañana: ${when}.`,
    remindInAnHour: (other, when) => `Su demo con ${other} es dentro de una hora: ${when}.`,
    move: 'Cambiarla',
    cancel: 'Cancelarla',
    description: (brand) => `Una demo del agente de voz con IA de ${brand}.`,
  },
  fr: {
    dateLocale: 'fr-FR',
    booked: (brand, when) => `Réservée\u00a0: démo ${brand} le ${when}`,
    moved: (brand, when) => `Déplacée\u00a0: démo ${brand} le ${when}`,
    cancelled: (brand, when) => `Annulée\u00a0: démo ${brand} le ${when}`,
    reminderDay: (brand) => `Rappel\u00a0: votre démo ${brand} a lieu demain`,
    reminderHour: (brand) => `Rappel\u00a0: votre démo ${brand} a lieu dans une heure`,
    invitation: (other, when) =>
      `Votre démo avec ${other} a lieu le ${when}. L’invitation pour votre agenda est jointe.`,
    cancellation: (other, when) => `La démo avec ${other} du ${when} est annulée.`,
    remindTomorrow: (other, when) => `Votre démo avec ${other} a lieu demain\u00a0: ${when}.`,
    remindInAnHour: (other, when) => `Votre démo avec ${other} a lieu dans une heure\u00a0: ${when}.`,
    move: 'La déplacer',
    cancel: 'L’annuler',
    description: (brand) => `Une démo de l’agent vocal IA de ${brand}.`,
  },
  de: {
    dateLocale: 'de-DE',
    booked: (brand, when) => `Gebucht: ${brand}-Demo am ${when}`,
    moved: (brand, when) => `Verschoben: ${brand}-Demo am ${when}`,
    cancelled: (brand, when) => `Abgesagt: ${brand}-Demo am ${when}`,
    reminderDay: (brand) => `Erinnerung: Ihre ${brand}-Demo ist morgen`,
    reminderHour: (brand) => `Erinnerung: Ihre ${brand}-Demo ist in einer Stunde`,
    invitation: (other, when) => `Ihre Demo mit ${other} ist am ${when}. Die Kalendereinladung ist angehängt.`,
    cancellation: (other, when) => `Die Demo mit ${other} am ${when} ist abgesagt.`,
    remindTomorrow: (other, when) => `Ihre Demo mit ${other} ist morgen: ${when}.`,
    remindInAnHour: (other, when) => `Ihre Demo mit ${other} ist in einer Stunde: ${when}.`,
    move: 'Verschieben',
    cancel: 'Absagen',
    description: (brand) => `Eine Demo des KI-Sprachagenten von ${brand}.`,
  },
} satisfies Record<AcknowledgementLocale, MeetingWording>;

/** The wording for a lead's language code, with the acknowledgement's rule for a code the table lacks (English). */
export function meetingWordingIn(locale: string): { lang: AcknowledgementLocale; words: MeetingWording } {
  const { lang } = acknowledgementIn(locale);
  return { lang, words: meetingWording[lang] };
}
