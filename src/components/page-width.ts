/**
 * The staff screens use the whole width of the screen (their tables have many columns); the public pages keep one
 * centred column. The top bar takes the width of the page under it, so its logo lines up with the content.
 */
export const staffWidth = 'w-full px-4 sm:px-6 lg:px-8';
export const siteWidth = 'mx-auto max-w-6xl px-4 sm:px-6';
