import { fromPromise } from 'xstate';
import type { AlertPermission, AlertPreference } from '../../machines/lead-alerts/lead-alerts.machine';
import { leadName, type Lead } from '../../machines/inbox/lead';
import { watchLeadsInSystem } from './lead-feed';

/** Where `Notify me` is remembered, per browser. */
export const notifyStorageKey = 'ringwise-admin-notify';

const browserPermission = (): AlertPermission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/** A short two-tone chime made on the spot: no sound file to load, nothing to cache. Its context closes after it. */
function chime() {
  const audio = new AudioContext();
  const start = audio.currentTime;
  const gain = audio.createGain();
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
  gain.connect(audio.destination);
  [880, 1320].forEach((frequency, index) => {
    const tone = audio.createOscillator();
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(start + index * 0.12);
    tone.stop(start + 0.35);
    if (index === 1) tone.onended = () => void audio.close();
  });
}

export const leadAlertsActors = {
  readPreference: fromPromise<AlertPreference>(async () => ({
    remembered: localStorage.getItem(notifyStorageKey) === 'on',
    permission: browserPermission(),
  })),
  askPermission: fromPromise<AlertPermission>(() => Notification.requestPermission()),
  watchLeads: watchLeadsInSystem,
};

export const leadAlertsActions = {
  announce: (_: unknown, lead: Lead) => {
    // The tag makes several open dashboards show one notification per lead, not one each.
    // A person asking again is announced too, in the words of the staff alert.
    const notification = new Notification(
      lead.repeatOf === null ? 'New demo request' : 'A lead asked for a demo again',
      {
        body: [leadName(lead), lead.business].filter(Boolean).join(' — '),
        tag: `lead-${lead.id}`,
      },
    );
    notification.onclick = () => window.focus();
    chime();
  },
  remember: (_: unknown, on: boolean) => {
    if (on) localStorage.setItem(notifyStorageKey, 'on');
    else localStorage.removeItem(notifyStorageKey);
  },
};
