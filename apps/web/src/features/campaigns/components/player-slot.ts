import type { VideoFormat } from '@reelsmith/contracts';
import type { ReactNode } from 'react';

/** A video to play: the route gives the player (features do not import each other). */
export type PlayerSlot = (video: { src: string; poster: string | null; title: string; format: VideoFormat }) => ReactNode;
