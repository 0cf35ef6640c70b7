import type { VideoAutoplayEvent } from '../../machines/video-autoplay/video-autoplay.machine';
import { intersectionSensor, reducedMotionSensor } from './page-sensors';

/** Binds the explainer video to its player's frame and the visitor's motion preference. */
export const videoAutoplayActors = (playerId: string) => ({
  watchReducedMotion: reducedMotionSensor<VideoAutoplayEvent>({ type: 'motion.reduce' }),
  // Not earlier than on screen: the iframe is the first request to the video host, and autoplay remounts it anyway.
  watchNear: intersectionSensor<VideoAutoplayEvent>(playerId, (entry) =>
    entry.isIntersecting ? { type: 'video.near' } : null,
  ),
  watchHalfVisible: intersectionSensor<VideoAutoplayEvent>(
    playerId,
    // Chrome reports ratios like 0.4999 at the threshold itself.
    (entry) => ({ type: entry.isIntersecting && entry.intersectionRatio >= 0.499 ? 'video.visible' : 'video.hidden' }),
    { threshold: 0.5 },
  ),
});
