/** The stage of the pipeline an error comes from. */
export type EngineStage = 'setup' | 'input' | 'product' | 'script' | 'voice' | 'images' | 'storyboard' | 'render';

/** What went wrong, as a code callers can branch on. */
export type EngineErrorCode =
  | 'INVALID_INPUT'
  | 'UNSUPPORTED_LANGUAGE'
  | 'NO_IMAGES'
  | 'IMAGE_UNREADABLE'
  | 'IMAGE_TOO_LARGE'
  // An uploaded video clip with no picture ffmpeg can read, or no length.
  | 'CLIP_UNREADABLE'
  | 'SCRIPT_FAILED'
  | 'VOICE_FAILED'
  | 'PROVIDER_UNREACHABLE'
  | 'PROVIDER_TIMEOUT'
  | 'PROVIDER_FAILED'
  | 'PROVIDER_INVALID_OUTPUT'
  | 'RENDER_FAILED'
  | 'TOOL_MISSING'
  | 'TOOL_FAILED'
  | 'TOOL_TIMEOUT'
  | 'CANCELLED'
  // Reading a product page (stage 'product'); pageFailureType() maps each to the spec's failure types.
  | 'ADDRESS_REFUSED'
  | 'PAGE_BLOCKED'
  | 'PAGE_UNREADABLE'
  | 'PAGE_TOO_LARGE'
  | 'TOO_MANY_REDIRECTS'
  | 'FETCH_TIMEOUT'
  | 'SITE_FAILED'
  | 'PRODUCT_NOT_FOUND';

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

/** Rethrows a caught failure as an EngineError of the stage, keeping one that already is. */
export function asEngineError(error: unknown, stage: EngineStage, code: EngineErrorCode, message: string): EngineError {
  if (error instanceof EngineError) return error;
  return new EngineError(stage, code, `${message}: ${(error as Error)?.message ?? String(error)}`, false, { cause: error });
}
