#!/usr/bin/env node
// The Banmen engine as a command other GUIs (ShogiHome, Shogidokoro) can register:
// `npm link` (or `npm install -g .`) puts `banmen-usi` on the PATH (a .cmd shim on Windows).
// It speaks USI over stdin/stdout; tsx compiles the TypeScript sources on the fly.
import { register } from 'tsx/esm/api';

register();
await import('../src-main/engine/main.ts');
