#!/usr/bin/env node
// `reelsmith`: the engine's command line, run from its TypeScript sources through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/bin.ts');
