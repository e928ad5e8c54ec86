import { MAX_CLIP_BYTES } from '@reelsmith/contracts';
import { describe, expect, it } from 'vitest';
import { checkClipFile, formatBytes, formatClipDuration, uploadPercent } from './clip-file';

describe('checkClipFile', () => {
  it('takes MP4, MOV and WebM videos by type, and by name when the system gives no type', () => {
    expect(checkClipFile({ name: 'intro.mp4', type: 'video/mp4', size: 1000 })).toBeNull();
    expect(checkClipFile({ name: 'IMG_0042.MOV', type: 'video/quicktime', size: 1000 })).toBeNull();
    expect(checkClipFile({ name: 'screen.webm', type: 'video/webm', size: 1000 })).toBeNull();
    expect(checkClipFile({ name: 'IMG_0042.MOV', type: '', size: 1000 })).toBeNull();
  });

  it('refuses other kinds of file, whatever their name says', () => {
    expect(checkClipFile({ name: 'clip.avi', type: 'video/x-msvideo', size: 1000 })).toBe('type');
    expect(checkClipFile({ name: 'clip.mp4', type: 'application/zip', size: 1000 })).toBe('type');
    expect(checkClipFile({ name: 'notes.txt', type: '', size: 1000 })).toBe('type');
  });

  it('refuses a video over the size limit', () => {
    expect(checkClipFile({ name: 'long.mp4', type: 'video/mp4', size: MAX_CLIP_BYTES })).toBeNull();
    expect(checkClipFile({ name: 'long.mp4', type: 'video/mp4', size: MAX_CLIP_BYTES + 1 })).toBe('size');
  });
});

describe('formatting', () => {
  it('says sizes in the page’s language', () => {
    expect(formatBytes(52_428_800, 'en')).toBe('50 MB');
    expect(formatBytes(1_536, 'en')).toBe('1.5 kB');
    expect(formatBytes(3_460_300, 'pt-BR')).toBe('3,3 MB');
  });

  it('says durations as minutes and seconds', () => {
    expect(formatClipDuration(42_300)).toBe('0:42');
    expect(formatClipDuration(61_000)).toBe('1:01');
    expect(formatClipDuration(0)).toBe('0:00');
  });

  it('counts upload progress in whole percents, never past 100', () => {
    expect(uploadPercent(0, 0)).toBe(0);
    expect(uploadPercent(512, 1024)).toBe(50);
    expect(uploadPercent(1023, 1024)).toBe(99);
    expect(uploadPercent(2048, 1024)).toBe(100);
  });
});
