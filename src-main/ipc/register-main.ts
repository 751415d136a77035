/**
 * Main-side registration of the contract's handlers on Electron's ipcMain, with sender
 * validation: only our own window, showing our own renderer, may call a service.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { INVOKE_CHANNELS, type InvokeHandlers } from '../shared/contract.ts';

/**
 * True if a frame URL belongs to our renderer: the packaged `file://…/index.html` or the
 * electron-vite dev server origin (why: remote content must never reach the services).
 */
export function isTrustedRendererUrl(frameUrl: string, rendererUrl: string): boolean {
  let frame: URL;
  let ours: URL;
  try {
    frame = new URL(frameUrl);
    ours = new URL(rendererUrl);
  } catch {
    return false;
  }
  if (ours.protocol === 'file:')
    return frame.protocol === 'file:' && frame.pathname === ours.pathname;
  // Why by parts: a custom scheme's origin is "null" for every URL of every such scheme.
  if (ours.protocol !== 'http:' && ours.protocol !== 'https:')
    return frame.protocol === ours.protocol && frame.host === ours.host;
  return frame.origin === ours.origin;
}

/** Registers every invoke channel; calls from untrusted senders are refused with an error. */
export function registerInvokeHandlers(
  ipcMain: IpcMain,
  handlers: InvokeHandlers,
  isTrustedSender: (event: IpcMainInvokeEvent) => boolean,
): void {
  for (const channel of INVOKE_CHANNELS) {
    const fn = handlers[channel] as (...a: unknown[]) => unknown;
    ipcMain.handle(channel, (event, ...args: unknown[]) => {
      if (!isTrustedSender(event)) throw new Error(`IPC ${channel} refused: untrusted sender`);
      return fn(...args);
    });
  }
}
