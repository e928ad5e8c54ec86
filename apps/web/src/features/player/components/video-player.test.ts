import { LANGUAGES } from '@reelsmith/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import ptBR from '../../../locales/pt-BR.json';
import { mediaErrorKey } from './video-player';

const CATALOGS = { en, es, 'pt-BR': ptBR };
const lookup = (catalog: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);

describe('playback errors (spec §8)', () => {
  it('name each media error code as the spec does', () => {
    expect([1, 2, 3, 4, undefined, 9].map((code) => lookup(en, mediaErrorKey(code)))).toEqual([
      'Video loading aborted',
      'Network error while loading the video',
      'Video decoding failed',
      'Video format not supported or file corrupted',
      'Failed to load the video',
      'Failed to load the video',
    ]);
  });

  it.each(LANGUAGES)('are written in %s', (language) => {
    for (const code of [1, 2, 3, 4, undefined]) expect(typeof lookup(CATALOGS[language], mediaErrorKey(code))).toBe('string');
    for (const key of ['player.errors.loading', 'player.errors.playing', 'player.errors.noUrl']) expect(typeof lookup(CATALOGS[language], key), key).toBe('string');
  });
});
