export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
