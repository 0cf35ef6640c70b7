import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  countUpDurationMs,
  countUpMachine,
  countUpValue,
  easeOutCubic,
} from '../../machines/count-up/count-up.machine';
import {
  dragScrollLeft,
  exceedsDragThreshold,
  nearestStep,
  processCarouselMachine,
} from '../../machines/process-carousel/process-carousel.machine';
import { secretGestureMachine } from '../../machines/secret-gesture/secret-gesture.machine';
import { videoAutoplayMachine, videoEmbedSrc } from '../../machines/video-autoplay/video-autoplay.machine';

describe('count-up figures', () => {
  it('start at zero and land exactly on the figure after 2000 ms', () => {
    expect(countUpDurationMs).toBe(2000);
    expect(countUpValue(87, 0)).toBe(0);
    expect(countUpValue(87, 2000)).toBe(87);
    expect(countUpValue(87, 5000)).toBe(87);
  });

  it('ease out: more than half the figure shows at half time, and it never goes back', () => {
    expect(countUpValue(50, 1000)).toBeGreaterThan(25);
    const frames = Array.from({ length: 126 }, (_, i) => countUpValue(87, i * 16));
    expect(frames).toEqual([...frames].sort((a, b) => a - b));
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(Number.NaN)).toBe(0);
  });

  it('ease out cubic: seven eighths of the figure show at half time', () => {
    expect(countUpValue(80, 1000)).toBe(70);
    expect(countUpValue(80, 500)).toBe(46);
  });

  it('follow the animation frames while counting, and only then', () => {
    const clock = new SimulatedClock();
    const actor = createActor(countUpMachine, { clock }).start();
    const elapsed = () => actor.getSnapshot().context.elapsedMs;
    actor.send({ type: 'count.frame', elapsedMs: 500 });
    expect(elapsed()).toBe(0);
    actor.send({ type: 'stats.visible' });
    actor.send({ type: 'count.frame', elapsedMs: 16 });
    actor.send({ type: 'count.frame', elapsedMs: 33 });
    expect(elapsed()).toBe(33);
    clock.increment(2000);
    expect(actor.getSnapshot().value).toBe('finished');
    actor.send({ type: 'count.frame', elapsedMs: 2100 });
    expect(elapsed()).toBe(33);
  });
});

describe('process carousel dragging', () => {
  it('treats a move of 5 px as a click and 6 px as a drag', () => {
    expect(exceedsDragThreshold(100, 105)).toBe(false);
    expect(exceedsDragThreshold(100, 94)).toBe(true);
  });

  it('scrolls the track 2.5 px per pixel dragged, against the pointer', () => {
    expect(dragScrollLeft(300, 100, 60)).toBe(400);
    expect(dragScrollLeft(300, 100, 120)).toBe(250);
  });

  it('asks to scroll the track on every move once dragging, never before', () => {
    const scrolls: number[] = [];
    const actor = createActor(
      processCarouselMachine.provide({ actions: { scrollTrackTo: (_, { left }) => void scrolls.push(left) } }),
    ).start();
    actor.send({ type: 'pointer.down', x: 200, scrollLeft: 0 });
    actor.send({ type: 'pointer.move', x: 196 });
    expect(scrolls).toEqual([]);
    actor.send({ type: 'pointer.move', x: 190 });
    actor.send({ type: 'pointer.move', x: 180 });
    expect(scrolls).toEqual([25, 50]);
    actor.send({ type: 'pointer.up' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('knows which step is centred from where the track has scrolled to', () => {
    const stops = [0, 376, 752, 1128, 1504];
    expect(nearestStep(stops, 0)).toBe(0);
    expect(nearestStep(stops, 390)).toBe(1);
    expect(nearestStep(stops, 1400)).toBe(4);
    expect(nearestStep(stops, 9999)).toBe(4);
    expect(nearestStep([], 50)).toBe(0);
  });

  it('a track resting exactly halfway between two steps shows the earlier one, so its dot does not jump ahead', () => {
    expect(nearestStep([0, 376, 752], 188)).toBe(0);
    expect(nearestStep([0, 376, 752], 564)).toBe(1);
  });
});

describe('secret gesture on the simulated clock', () => {
  const start = () => {
    const clock = new SimulatedClock();
    const openAdminLogin = vi.fn();
    const actor = createActor(secretGestureMachine.provide({ actions: { openAdminLogin } }), { clock }).start();
    const click = () => actor.send({ type: 'gesture.click' });
    return { clock, openAdminLogin, actor, click };
  };

  it('opens the login after five clicks each 1999 ms apart', () => {
    const { clock, openAdminLogin, click } = start();
    for (let i = 0; i < 5; i++) {
      if (i > 0) clock.increment(1999);
      click();
    }
    expect(openAdminLogin).toHaveBeenCalledTimes(1);
  });

  it('does nothing after four clicks', () => {
    const { openAdminLogin, click } = start();
    for (let i = 0; i < 4; i++) click();
    expect(openAdminLogin).not.toHaveBeenCalled();
  });

  it('starts over after a 2000 ms pause', () => {
    const { clock, openAdminLogin, click, actor } = start();
    for (let i = 0; i < 4; i++) click();
    clock.increment(2000);
    expect(actor.getSnapshot().context.clicks).toBe(0);
    click();
    expect(openAdminLogin).not.toHaveBeenCalled();
    for (let i = 0; i < 4; i++) click();
    expect(openAdminLogin).toHaveBeenCalledTimes(1);
  });

  it('starts over after a navigation', () => {
    const { openAdminLogin, click, actor } = start();
    for (let i = 0; i < 4; i++) click();
    actor.send({ type: 'route.change' });
    click();
    expect(openAdminLogin).not.toHaveBeenCalled();
  });
});

describe('explainer video', () => {
  it('embeds from the privacy-enhanced host, with autoplay and mute only when asked', () => {
    expect(videoEmbedSrc('abc', false)).toBe('https://www.youtube-nocookie.com/embed/abc?rel=0&playsinline=1');
    expect(videoEmbedSrc('abc', true)).toContain('autoplay=1&mute=1');
    expect(new URL(videoEmbedSrc('abc', true)).host).toBe('www.youtube-nocookie.com');
  });

  it('autoplays 500 ms after becoming half visible, not if it left in between', () => {
    const clock = new SimulatedClock();
    const actor = createActor(videoAutoplayMachine, { clock }).start();
    actor.send({ type: 'video.visible' });
    clock.increment(300);
    actor.send({ type: 'video.hidden' });
    clock.increment(1000);
    expect(actor.getSnapshot().hasTag('autoplay')).toBe(false);
    actor.send({ type: 'video.visible' });
    clock.increment(499);
    expect(actor.getSnapshot().hasTag('autoplay')).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('autoplay')).toBe(true);
  });

  it('never autoplays for a visitor who prefers reduced motion', () => {
    const clock = new SimulatedClock();
    const actor = createActor(videoAutoplayMachine, { clock }).start();
    actor.send({ type: 'motion.reduce' });
    actor.send({ type: 'video.visible' });
    clock.increment(5000);
    expect(actor.getSnapshot().hasTag('embedded')).toBe(true);
    expect(actor.getSnapshot().hasTag('autoplay')).toBe(false);
  });
});
