import { m } from '../../paraglide/messages.js';

/**
 * Copy of the landing page's explainer video, from the message catalogue (messages/*.json) in the page's language, read when a
 * screen renders: English there is the product's own wording, letter for letter. Each section's words are a file of
 * their own, so they load with the section's code (the sections below the first screen load as they come near it).
 */

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
