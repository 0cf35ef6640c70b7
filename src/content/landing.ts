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

/** Copy of the landing page. Strings quoted in the product spec are copied letter for letter. */

export type IconCard = { icon: LucideIcon; title: string; description: string };
export type ProcessStep = { number: number; title: string; description: string; icon: LucideIcon };
export type TestimonialStat = { value: number; suffix: string; label: string };

export const hero = {
  title: 'Transform Every Call Into Revenue',
  subline: 'Your AI-powered virtual representative that never sleeps',
  intro:
    'Appointments, FAQs and lead capture, answered on the first ring in any language and written straight into your CRM or calendar.',
  phoneDemo: 'Hear the phone demo',
  bookDemo: 'Book a demo',
  badges: [
    { label: 'Instant Response', icon: Clock },
    { label: '100% Coverage', icon: ShieldCheck },
  ],
  scalability: 'Scalability',
} as const;

export const securityBadges: readonly IconCard[] = [
  { icon: ShieldCheck, title: 'HIPAA Compliant', description: 'Patient conversations handled to HIPAA standards' },
  {
    icon: Building2,
    title: 'Enterprise Scale & Security',
    description: 'Encrypted end to end, built for high call volumes',
  },
  { icon: KeyRound, title: 'Role-Based Access Controls', description: 'Your team sees exactly what their role allows' },
];

export const testimonial = {
  heading: 'Results our customers measure',
  quote:
    'We resolved over 12k calls without an agent stepping in. Our team now spends its day on the conversations that need a person, and it shows in who stays.',
  name: 'Morgan Reyes',
  role: 'Business Director, Harbor Point Dental Group',
  image: { src: '/images/testimonial-director.svg', width: 320, height: 320 },
  stats: [
    { value: 12, suffix: 'k+', label: 'Calls resolved without agent intervention' },
    { value: 50, suffix: '%', label: 'Reduction in agent attrition' },
    { value: 87, suffix: '%', label: 'Of calls handled end to end' },
  ] satisfies TestimonialStat[],
} as const;

export const features = {
  heading: 'One AI agent. Infinite possibilities',
  intro: 'One agent that books, answers and qualifies, so every caller reaches someone who can help.',
  cards: [
    {
      icon: Languages,
      title: 'Multilingual',
      description: 'Speaks your callers’ language and switches mid-call when they do.',
    },
    {
      icon: Workflow,
      title: 'Multi-operational',
      description: 'Books appointments, answers FAQs and captures leads in a single conversation.',
    },
    {
      icon: Plug,
      title: 'Universal Integration',
      description: 'Works with the CRM, calendar and help desk you already use.',
    },
  ] satisfies IconCard[],
} as const;

export const explainerVideo = {
  heading: 'See it answer a real call',
  intro: 'Two minutes, start to finish: a caller books an appointment while the agent updates the calendar.',
  title: 'Ringwise explainer: an AI agent answering a customer call',
  /**
   * The YouTube id of the explainer. No published Ringwise video exists yet, so this is a
   * placeholder to replace with the real id before launch (see docs/landing-page.md).
   */
  videoId: 'Ringwise0001',
} as const;

export const process = {
  heading: 'From first call to go-live',
  intro: 'Five steps, most finished within days. Drag, scroll or pick a step.',
  steps: [
    {
      number: 1,
      title: 'Define the Purpose',
      description: 'We map the calls you receive and decide which ones the agent answers, books or routes.',
      icon: Target,
    },
    {
      number: 2,
      title: 'Build & Train the Agent',
      description: 'Your services, prices, policies and tone become the agent’s knowledge and voice.',
      icon: Wrench,
    },
    {
      number: 3,
      title: 'Integrate & Test',
      description: 'We connect your phone line, CRM and calendar, then run real call scenarios end to end.',
      icon: FlaskConical,
    },
    {
      number: 4,
      title: 'Go Live',
      description: 'Calls switch over on the day you choose, with a person from our team watching the first ones.',
      icon: Rocket,
    },
    {
      number: 5,
      title: 'Continuous Optimization',
      description: 'We review transcripts every week and tune answers so more calls end resolved.',
      icon: TrendingUp,
    },
  ] satisfies ProcessStep[],
} as const;

export const whyUs = {
  heading: 'Why teams choose us',
  cards: [
    {
      icon: HeartHandshake,
      title: 'Human Connection',
      description: 'Natural, warm conversations, and a real person whenever a caller needs one.',
    },
    {
      icon: Zap,
      title: 'Move in Hours',
      description: 'Start with a working agent in hours, not a project that takes months.',
    },
    {
      icon: SlidersHorizontal,
      title: 'Precision Customization',
      description: 'Scripts, voice, escalation rules and integrations tuned to how your business works.',
    },
  ] satisfies IconCard[],
} as const;

export const contact = {
  heading: 'Book your personalized demo',
  promise: 'Tell us about your business. A real person from our team responds within 10 minutes.',
} as const;

/** The demo form's strings; the last four are exact, letter for letter. */
export const demoFormCopy = {
  submit: 'Request Demo',
  sending: 'Sending...',
  sent: 'Sent!',
  success: "Thank you! We'll get back to you within 10 minutes.",
  failure: 'Something went wrong. Please try again.',
  rateLimited: 'Too many requests. Please try again in a few minutes.',
  blankField: 'Please enter more than spaces.',
  /** The one line about the ROI estimate the visitor brought from the calculator. */
  caseShared: 'Your ROI estimate goes with this request, so our team can prepare:',
  caseLeaveOut: 'Leave it out',
  caseLeftOut: 'Your ROI estimate stays out of this request.',
  caseInclude: 'Include it',
} as const;
