/**
 * Preload: exposes exactly the IPC contract on `window.banmen` (contextIsolation on, sandboxed).
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { isEventChannel, isInvokeChannel, type BanmenApi } from '../shared/contract.ts';

const api: BanmenApi = {
  invoke(channel, ...args) {
    // Why the check: a compromised page must not reach channels outside the contract.
    if (!isInvokeChannel(channel))
      return Promise.reject(new Error(`unknown channel ${String(channel)}`));
    return ipcRenderer.invoke(channel, ...args);
  },
  on(channel, listener) {
    if (!isEventChannel(channel)) throw new Error(`unknown event ${String(channel)}`);
    const handler = (_e: IpcRendererEvent, payload: unknown) => listener(payload as never);
    ipcRenderer.on(channel, handler);
    return () => void ipcRenderer.removeListener(channel, handler);
  },
};

contextBridge.exposeInMainWorld('banmen', api);
