import type { EngineLanguage, ProductFacts, SceneKind, Script } from './schema';

/** Where the engine reports what it does (the job log). */
export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
}

/** Writes the ad's script from the product facts. */
export interface ScriptWriter {
  readonly name: string;
  write(request: { facts: ProductFacts; targetSeconds: number; seed: number; variables: Readonly<Record<string, string>>; signal?: AbortSignal }): Promise<Script>;
}

/** A scene's texts as one recipient sees and hears them (no {{variables}} left). */
export interface RecipientScene {
  kind: SceneKind;
  title: string;
  subtitle?: string;
  narration: string;
}

/**
 * Rewrites a campaign's scenes for one recipient with their values (campaigns personalized by AI):
 * the same scenes, in the same order. Fails with a typed error; the caller decides what to fall back to.
 */
export interface RecipientWriter {
  readonly name: string;
  rewrite(request: { scenes: readonly RecipientScene[]; values: Readonly<Record<string, string>>; language: EngineLanguage; signal?: AbortSignal }): Promise<RecipientScene[]>;
}

/** A word or phrase the voice speaks, and when (relative to the clip's start). */
export interface SpokenSpan {
  text: string;
  startMs: number;
  endMs: number;
}

/** Speaks a text into a 16-bit PCM WAV file (any sample rate). */
export interface Voice {
  readonly name: string;
  synthesize(request: {
    text: string;
    language: EngineLanguage;
    voice?: string;
    outputPath: string;
    signal?: AbortSignal;
  }): Promise<{ durationMs: number; spans?: SpokenSpan[] }>;
}

/** Reports the stage and overall percentage of a long operation. */
export type ProgressListener = (progress: { stage: string; percent: number }) => void;

/** A logger that says nothing. */
export const silentLogger: Logger = { info() {}, warn() {} };
