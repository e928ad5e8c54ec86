/** The stage of the pipeline an error comes from. */
export type EngineStage = 'setup' | 'product' | 'script' | 'voice' | 'storyboard' | 'render';

/** What went wrong, as a code callers can branch on. */
export type EngineErrorCode = 'TOOL_MISSING' | 'TOOL_FAILED' | 'TOOL_TIMEOUT' | 'CANCELLED';

/** A typed engine failure: which stage, what code, and whether trying again may help. */
export class EngineError extends Error {
  constructor(
    readonly stage: EngineStage,
    readonly code: EngineErrorCode,
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'EngineError';
  }
}
