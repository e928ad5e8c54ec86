export { EngineError, type EngineStage, type EngineErrorCode } from './errors';
export { runProcess, type RunProcessOptions, type ProcessResult } from './adapters/run-process';
export { probeTools, type ToolStatus, type ToolPaths } from './adapters/system-tools';
