import { m } from '../../paraglide/messages.js';
import { formatWhole } from '../../lib/number-format';

/**
 * Copy of the landing page's contact section and demo form, from the message catalogue (messages/*.json) in the page's language, read when a
 * screen renders: English there is the product's own wording, letter for letter. Each section's words are a file of
 * their own, so they load with the section's code (the sections below the first screen load as they come near it).
 */

export const contact = {
  get eyebrow() {
    return m.contact_eyebrow();
  },
  get heading() {
    return m.contact_heading();
  },
  get promise() {
    return m.contact_promise();
  },
};

/** The demo form's strings. */
export const demoFormCopy = {
  get label() {
    return m.form_label();
  },
  get firstName() {
    return m.form_first_name();
  },
  get lastName() {
    return m.form_last_name();
  },
  get email() {
    return m.form_email();
  },
  get phone() {
    return m.form_phone();
  },
  get business() {
    return m.form_business();
  },
  get businessPlaceholder() {
    return m.form_business_placeholder();
  },
  get submit() {
    return m.form_submit();
  },
  get sending() {
    return m.form_sending();
  },
  get sent() {
    return m.form_sent();
  },
  get success() {
    return m.form_success();
  },
  get failure() {
    return m.form_failure();
  },
  get rateLimited() {
    return m.form_rate_limited();
  },
  get blankField() {
    return m.form_blank();
  },
  /** What is wrong with a field's value, as the browser or the database finds it. */
  get emailShape() {
    return m.form_email_shape();
  },
  get phoneShape() {
    return m.form_phone_shape();
  },
  tooLong: (max: number) => m.form_too_long({ max: formatWhole(max) }),
  /** A field the database refused: the field itself says what is wrong. */
  get refused() {
    return m.form_refused();
  },
  /** The one line about the ROI estimate the visitor brought from the calculator. */
  get caseShared() {
    return m.form_case_shared();
  },
  get caseLeaveOut() {
    return m.form_case_leave_out();
  },
  get caseLeftOut() {
    return m.form_case_left_out();
  },
  get caseInclude() {
    return m.form_case_include();
  },
  /** The bots' field: nobody sees it, but it is in the page, so it is in the page's language. */
  get honeypot() {
    return m.form_honeypot();
  },
};
