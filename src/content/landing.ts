import {
  Building2,
  Clock,
  FlaskConical,
  HeartHandshake,
  KeyRound,
  Languages,
  Plug,
  Rocket,
  ShieldCheck,
  SlidersHorizontal,
  Target,
  TrendingUp,
  Workflow,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { m } from '../paraglide/messages.js';
import { formatPercent, formatWhole } from '../lib/number-format';

/**
 * Copy of the landing page. The words come from the message catalogue (messages/*.json) in the page's language, read
 * when a screen renders: English there is the product's own wording, letter for letter.
 */

export type IconCard = { icon: LucideIcon; title: string; description: string };
export type ProcessStep = { number: number; title: string; description: string; icon: LucideIcon };
/** A figure that counts up to `value`; `format` writes any number on the way the page's language writes it. */
export type TestimonialStat = { value: number; format: (shown: number) => string; label: string };

/** A share of 100 as the page's language writes a percentage: `50%`, `50 %`. */
const percentFigure = (shown: number) => formatPercent(shown / 100);

export const hero = {
  get title() {
    return m.hero_title();
  },
  get subline() {
    return m.hero_subline();
  },
  get intro() {
    return m.hero_intro();
  },
  get phoneDemo() {
    return m.hero_phone_demo();
  },
  get bookDemo() {
    return m.nav_book_demo();
  },
  get highlights() {
    return m.hero_highlights();
  },
  get badges() {
    return [
      { label: m.hero_badge_instant(), icon: Clock },
      { label: m.hero_badge_coverage(), icon: ShieldCheck },
    ];
  },
  get unlimitedScalability() {
    return m.hero_unlimited_scalability();
  },
  get scalability() {
    return m.hero_scalability();
  },
};

/** The security strip's badges. A getter, like every copy below: the words are the page's language's. */
export const security = {
  get heading() {
    return m.security_heading();
  },
  get badges(): IconCard[] {
    return [
      { icon: ShieldCheck, title: m.security_hipaa_title(), description: m.security_hipaa_body() },
      { icon: Building2, title: m.security_scale_title(), description: m.security_scale_body() },
      { icon: KeyRound, title: m.security_roles_title(), description: m.security_roles_body() },
    ];
  },
};

export const testimonial = {
  get eyebrow() {
    return m.testimonial_eyebrow();
  },
  get heading() {
    return m.testimonial_heading();
  },
  get quote() {
    return m.testimonial_quote();
  },
  name: 'Morgan Reyes',
  get role() {
    return m.testimonial_role();
  },
  get portraitAlt() {
    return m.testimonial_portrait({ name: this.name });
  },
  image: { src: '/images/testimonial-director.svg', width: 320, height: 320 },
  get stats(): TestimonialStat[] {
    return [
      // Counted in thousands: each language writes "over 12 thousand" its own way (`12k+`, `+12.000`, `12.000+`).
      {
        value: 12,
        format: (shown) => m.testimonial_figure_thousands({ count: shown }),
        label: m.testimonial_stat_calls(),
      },
      { value: 50, format: percentFigure, label: m.testimonial_stat_attrition() },
      { value: 87, format: percentFigure, label: m.testimonial_stat_handled() },
    ];
  },
};

export const features = {
  get eyebrow() {
    return m.features_eyebrow();
  },
  get heading() {
    return m.features_heading();
  },
  get intro() {
    return m.features_intro();
  },
  get cards(): IconCard[] {
    return [
      { icon: Languages, title: m.features_multilingual_title(), description: m.features_multilingual_body() },
      { icon: Workflow, title: m.features_multiop_title(), description: m.features_multiop_body() },
      { icon: Plug, title: m.features_integration_title(), description: m.features_integration_body() },
    ];
  },
};

export const explainerVideo = {
  get eyebrow() {
    return m.video_eyebrow();
  },
  get heading() {
    return m.video_heading();
  },
  get intro() {
    return m.video_intro();
  },
  get title() {
    return m.video_title();
  },
  /**
   * The YouTube id of the explainer. No published Ringwise video exists yet, so this is a
   * placeholder to replace with the real id before launch (see docs/landing-page.md).
   */
  videoId: 'Ringwise0001',
};

export const process = {
  get eyebrow() {
    return m.process_eyebrow();
  },
  get heading() {
    return m.process_heading();
  },
  get intro() {
    return m.process_intro();
  },
  get track() {
    return m.process_track();
  },
  get carousel() {
    return m.process_carousel();
  },
  get choose() {
    return m.process_choose();
  },
  showStep: (number: number, title: string) => m.process_show_step({ number, title }),
  get steps(): ProcessStep[] {
    return [
      { number: 1, title: m.process_1_title(), description: m.process_1_body(), icon: Target },
      { number: 2, title: m.process_2_title(), description: m.process_2_body(), icon: Wrench },
      { number: 3, title: m.process_3_title(), description: m.process_3_body(), icon: FlaskConical },
      { number: 4, title: m.process_4_title(), description: m.process_4_body(), icon: Rocket },
      { number: 5, title: m.process_5_title(), description: m.process_5_body(), icon: TrendingUp },
    ];
  },
};

export const whyUs = {
  get eyebrow() {
    return m.why_eyebrow();
  },
  get heading() {
    return m.why_heading();
  },
  get cards(): IconCard[] {
    return [
      { icon: HeartHandshake, title: m.why_human_title(), description: m.why_human_body() },
      { icon: Zap, title: m.why_fast_title(), description: m.why_fast_body() },
      { icon: SlidersHorizontal, title: m.why_custom_title(), description: m.why_custom_body() },
    ];
  },
};

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
