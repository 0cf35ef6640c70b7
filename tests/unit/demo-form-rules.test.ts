import { describe, expect, it } from 'vitest';
import { demoFieldProblem, refusedDemoField } from '../../machines/demo-form/demo-form-rules';

describe('what the demo form stops before the database would refuse it', () => {
  it('names the problem of each field: blank, too long, not an address, not a phone number', () => {
    expect(demoFieldProblem('firstName', '   ')).toBe('blank');
    expect(demoFieldProblem('firstName', 'a'.repeat(101))).toBe('tooLong');
    expect(demoFieldProblem('firstName', ` ${'a'.repeat(100)} `)).toBeNull();
    expect(demoFieldProblem('email', 'ada@example.com?bcc=spy@example.net')).toBe('emailShape');
    expect(demoFieldProblem('phone', '12')).toBe('phoneShape');
    expect(demoFieldProblem('business', 'Harbour Dental')).toBeNull();
  });

  it('counts characters as the database does, not UTF-16 units', () => {
    expect(demoFieldProblem('lastName', '😀'.repeat(100))).toBeNull();
  });
});

describe('a refusal that slips past the form names its field', () => {
  it.each([
    ['contact_submissions_first_name_length', 'firstName'],
    ['contact_submissions_email_plain', 'email'],
    ['contact_submissions_phone_shape', 'phone'],
    ['contact_submissions_business_length', 'business'],
  ])('%s is the %s field', (constraint, field) => {
    const message = `new row for relation "contact_submissions" violates check constraint "${constraint}"`;
    expect(refusedDemoField(message)).toBe(field);
  });

  it('names no field for another constraint or another error', () => {
    expect(refusedDemoField('new row violates check constraint "contact_submissions_spam_rule"')).toBeNull();
    expect(refusedDemoField('Too many requests')).toBeNull();
    expect(refusedDemoField('violates check constraint ""')).toBeNull();
  });
});
