import { isPhoneShaped, isPlainAddress } from '../shared/contact-rules';

/** What the visitor types into the demo form, one box each. */
export type DemoFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  business: string;
};

export type DemoFormField = keyof DemoFormValues;

/**
 * What the database accepts in a demo request (contact_submissions' check constraints), so the browser stops what
 * the server would refuse and a refusal that slips through still names its field. Lengths count the trimmed value,
 * as the database does.
 */
export const demoFieldMaxLengths: Record<DemoFormField, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  business: 5000,
};

/** What is wrong with one field's value, or null when the database would take it. */
export type DemoFieldProblem = 'blank' | 'tooLong' | 'emailShape' | 'phoneShape';

export function demoFieldProblem(field: DemoFormField, value: string): DemoFieldProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'blank';
  if ([...trimmed].length > demoFieldMaxLengths[field]) return 'tooLong';
  if (field === 'email' && !isPlainAddress(trimmed)) return 'emailShape';
  if (field === 'phone' && !isPhoneShaped(trimmed)) return 'phoneShape';
  return null;
}

/** Whether every field holds what the database would take. */
export const isDemoFormSendable = (values: DemoFormValues): boolean =>
  (Object.keys(values) as DemoFormField[]).every((field) => demoFieldProblem(field, values[field]) === null);

/** Each field check constraint of contact_submissions, by the field it concerns. */
const constraintFields: Record<string, DemoFormField> = {
  contact_submissions_first_name_length: 'firstName',
  contact_submissions_last_name_length: 'lastName',
  contact_submissions_email_length: 'email',
  contact_submissions_email_shape: 'email',
  contact_submissions_email_plain: 'email',
  contact_submissions_phone_shape: 'phone',
  contact_submissions_phone_length: 'phone',
  contact_submissions_business_length: 'business',
};

/** The field a database refusal concerns, read from the constraint its message names; null for anything else. */
export function refusedDemoField(message: string): DemoFormField | null {
  const constraint = /violates check constraint "([^"]+)"/.exec(message)?.[1];
  return constraint === undefined ? null : (constraintFields[constraint] ?? null);
}
