import { rm, writeFile } from 'node:fs/promises';
import { callProvider } from '../../adapters/provider-errors';
import { EngineError } from '../../errors';
import type { Voice } from '../../ports';
import type { EngineLanguage } from '../../schema';
import { readWavInfo } from './wav';

/** Settings of an OpenAI-compatible text-to-speech endpoint. */
export interface SpeechSettings {
  /** e.g. https://api.openai.com/v1, or any server with the same /audio/speech route. */
  baseURL: string;
  apiKey: string;
  /** Default gpt-4o-mini-tts. */
  model?: string;
  /** Default coral; a request's own voice wins. */
  voice?: string;
  timeoutMs?: number;
}

// A spoken clip of a scene is seconds long; more than this is not a clip of ours.
const MAX_AUDIO_BYTES = 50 * 1024 * 1024;

const DIRECTION: Record<EngineLanguage, string> = {
  en: 'Speak in English as a warm, upbeat narrator of a short video ad. Clear and lively, not rushed.',
  es: 'Habla en español latinoamericano como la voz cálida y animada de un anuncio de video corto. Clara, sin prisa.',
  'pt-BR': 'Fale em português do Brasil como a voz calorosa e animada de um anúncio curto em vídeo. Clara, sem pressa.',
};

/** The product's voice kinds (contracts' VOICE_KINDS) as voices every OpenAI speech model has. */
const VOICE_KIND_VOICES: Readonly<Record<string, string>> = { female: 'nova', male: 'onyx' };

/**
 * Voice through OpenAI text-to-speech (POST /audio/speech), or any server that speaks the same API:
 * the clip comes back as a 16-bit PCM WAV file. Failures are typed (unreachable, timeout, HTTP
 * error, not a WAV), with the key never in a message.
 */
export function createOpenAiVoice(settings: SpeechSettings): Voice {
  const model = settings.model ?? 'gpt-4o-mini-tts';
  const timeoutMs = settings.timeoutMs ?? 30_000;
  const endpoint = `${settings.baseURL.replace(/\/+$/, '')}/audio/speech`;
  const provider = `The speech service ${model}`;
  return {
    name: 'openai-tts',
    async synthesize({ text, language, voice, outputPath, signal }) {
      const named = voice ? (VOICE_KIND_VOICES[voice] ?? voice) : undefined;
      const chosen = named && /^[a-z0-9_-]{1,40}$/i.test(named) ? named : (settings.voice ?? 'coral');
      const bytes = await callProvider({ stage: 'voice', provider, timeoutMs, signal }, async (combined) => {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.apiKey}`, 'content-type': 'application/json', accept: 'audio/wav' },
          body: JSON.stringify({
            model,
            voice: chosen,
            input: text,
            response_format: 'wav',
            // Only the gpt-4o voices take directions; the older tts-1 models would refuse the field.
            ...(model.startsWith('gpt-4o') ? { instructions: DIRECTION[language] } : {}),
          }),
          signal: combined,
        });
        if (!response.ok) {
          const detail = (await response.text().catch(() => '')).slice(0, 200);
          throw Object.assign(new Error(`HTTP ${response.status}${detail ? `: ${detail}` : ''}`), { statusCode: response.status });
        }
        const declared = Number(response.headers.get('content-length') ?? 0);
        if (declared > MAX_AUDIO_BYTES) throw new EngineError('voice', 'PROVIDER_INVALID_OUTPUT', `${provider} sent ${declared} bytes for one clip; at most ${MAX_AUDIO_BYTES} are read`, false);
        return readCapped(response, MAX_AUDIO_BYTES, provider);
      });
      await writeFile(outputPath, bytes);
      try {
        const info = await readWavInfo(outputPath);
        if (info.bitsPerSample !== 16) throw new Error(`${info.bitsPerSample}-bit audio, not 16-bit PCM`);
        if (info.durationMs <= 0) throw new Error('no audio in it');
        return { durationMs: info.durationMs };
      } catch (error) {
        await rm(outputPath, { force: true });
        throw new EngineError('voice', 'PROVIDER_INVALID_OUTPUT', `${provider} did not send a usable WAV clip: ${(error as Error).message.replace(outputPath, 'the clip')}`, false, { cause: error });
      }
    },
  };
}

async function readCapped(response: Response, maxBytes: number, provider: string): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  for (;;) {
    const { done, value: chunk } = await reader.read();
    if (done) break;
    total += chunk.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new EngineError('voice', 'PROVIDER_INVALID_OUTPUT', `${provider} sent more than ${maxBytes} bytes for one clip`, false);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
