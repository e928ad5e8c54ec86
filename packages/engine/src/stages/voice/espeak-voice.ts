import { rm, writeFile } from 'node:fs/promises';
import { runProcess } from '../../adapters/run-process';
import { EngineError } from '../../errors';
import type { Voice } from '../../ports';
import type { EngineLanguage } from '../../schema';
import { readWavInfo } from './wav';

// Latin American Spanish suits the product's Spanish-speaking markets (Mexico first).
const ESPEAK_VOICES: Record<EngineLanguage, string> = { en: 'en-us', es: 'es-419', 'pt-BR': 'pt-br' };
/** The product's voice kinds (contracts' VOICE_KINDS) as espeak-ng variants. */
const VOICE_KIND_VARIANTS: Readonly<Record<string, string>> = { female: 'f3', male: 'm3' };

/** Offline voice: espeak-ng, robotic but dependable, in the voice of each language. */
export function createEspeakVoice(options: { espeakPath: string; wordsPerMinute?: number }): Voice {
  const speed = String(options.wordsPerMinute ?? 165);
  return {
    name: 'espeak-ng',
    async synthesize({ text, language, voice, outputPath, signal }) {
      // A variant (m3, f2, klatt…) may be asked for; anything else is ignored, not passed to a program.
      const named = voice ? (VOICE_KIND_VARIANTS[voice] ?? voice) : undefined;
      const variant = named && /^[a-z0-9]{1,16}$/i.test(named) ? `+${named}` : '';
      // Through a file, so a text starting with "-" can never be read as an option.
      const textPath = `${outputPath}.txt`;
      await writeFile(textPath, text, 'utf8');
      try {
        const result = await runProcess({
          command: options.espeakPath,
          args: ['-v', `${ESPEAK_VOICES[language]}${variant}`, '-s', speed, '-f', textPath, '-w', outputPath],
          stage: 'voice',
          timeoutMs: 60_000,
          ...(signal ? { signal } : {}),
        });
        if (result.exitCode !== 0) throw new EngineError('voice', 'VOICE_FAILED', `espeak-ng failed: ${result.stderr.trim() || `exit ${result.exitCode}`}`, false);
      } finally {
        await rm(textPath, { force: true });
      }
      const { durationMs } = await readWavInfo(outputPath);
      return { durationMs };
    },
  };
}
