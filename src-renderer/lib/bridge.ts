/**
 * The renderer's access to the main-process services: `window.banmen` from the Electron
 * preload, or the same contract bridged over HTTP (invoke) and Server-Sent Events (events)
 * when the renderer is served by the browser host. The host hands the session token over in the
 * URL fragment (never sent to any server); the page moves it to this tab's session storage,
 * removes it from the address bar, and sends it in a header: the host's API accepts it nowhere
 * else, and no cookie carries it (a cookie would reach every other port on 127.0.0.1).
 */
import type {
  BanmenApi,
  EventChannel,
  EventContract,
  InvokeArgs,
  InvokeChannel,
  InvokeResult,
} from '../../src-main/shared/contract';
import { readServerSentEvents } from './sse-reader';

declare global {
  interface Window {
    banmen?: BanmenApi;
  }
}

/** Header carrying the browser host's session token. */
export const TOKEN_HEADER = 'x-banmen-token';
/** Header naming this page on its event stream (the host ends its engines when it goes away). */
export const PAGE_HEADER = 'x-banmen-page';

/**
 * This page load's id: engines, analyses and reviews it starts carry it as their owner, and end
 * when the page's event stream closes for good (reload, closed tab).
 */
export const PAGE_ID: string =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `p${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Delay before the event stream reconnects after it ended or failed (like EventSource). */
const RECONNECT_MS = 1000;

/**
 * Keeps `/api/events` open with the token header and passes each event's data to `onData`;
 * reconnects after a network error, gives up when the host refuses (4xx: the token is wrong).
 */
function followEvents(token: string, onData: (data: string) => void): void {
  void (async () => {
    for (;;) {
      try {
        const res = await fetch('/api/events', {
          headers: { [TOKEN_HEADER]: token, [PAGE_HEADER]: PAGE_ID },
          cache: 'no-store',
        });
        if (res.status >= 400 && res.status < 500) {
          console.error(`event stream refused: HTTP ${res.status}`);
          return;
        }
        if (res.ok && res.body) await readServerSentEvents(res.body, onData);
      } catch {
        // Why swallow: the host went away or restarted; try again below.
      }
      await new Promise((r) => setTimeout(r, RECONNECT_MS));
    }
  })();
}

/** Builds the HTTP bridge used under the browser host. */
function createWebBridge(token: string): BanmenApi {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let following = false;
  // Why lazy: no event stream is opened until something subscribes.
  function ensureSource(): void {
    if (following) return;
    following = true;
    followEvents(token, (data) => {
      const { channel, payload } = JSON.parse(data) as { channel: string; payload: unknown };
      for (const l of listeners.get(channel) ?? []) l(payload);
    });
  }
  /** The last settings update, so the next one waits for it (see `invoke`). */
  let settingsSaved: Promise<unknown> = Promise.resolve();
  async function post<C extends InvokeChannel>(
    channel: C,
    args: InvokeArgs<C>,
  ): Promise<InvokeResult<C>> {
    const res = await fetch(`/api/invoke/${channel}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
      body: JSON.stringify({ args }),
      // Why: the autosave sent as the page goes away (a reload) must still arrive.
      keepalive: channel === 'autosave:save',
    });
    if (!res.ok) throw new Error(`${channel}: HTTP ${res.status}`);
    const body = (await res.json()) as { result?: InvokeResult<C> };
    return body.result as InvokeResult<C>;
  }
  return {
    invoke<C extends InvokeChannel>(channel: C, ...args: InvokeArgs<C>): Promise<InvokeResult<C>> {
      if (channel !== 'settings:update') return post(channel, args);
      // Why in order: two HTTP requests may be applied out of order (Electron's IPC keeps order),
      // and two quick changes of one setting (arrowing across tabs) then kept the older value.
      const done = settingsSaved.then(() => post(channel, args));
      settingsSaved = done.catch(() => undefined);
      return done;
    },
    on<E extends EventChannel>(
      channel: E,
      listener: (payload: EventContract[E]) => void,
    ): () => void {
      ensureSource();
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set);
      const l = listener as (payload: unknown) => void;
      set.add(l);
      return () => set.delete(l);
    },
  };
}

/** Where this tab keeps the token (per origin and tab: another port cannot read it). */
const TOKEN_KEY = 'banmen.token';

/** The parameters of the URL fragment (`#token=…&lang=…`). */
function fragmentParams(): URLSearchParams {
  return new URLSearchParams(location.hash.slice(1));
}

/**
 * The session token: taken from the URL fragment once (then removed from the address bar and
 * history, so it is not shown, bookmarked or shared), else the one this tab kept (a reload).
 */
function takeToken(): string | null {
  const params = fragmentParams();
  const fromUrl = params.get('token');
  if (!fromUrl) return sessionStorage.getItem(TOKEN_KEY);
  sessionStorage.setItem(TOKEN_KEY, fromUrl);
  params.delete('token');
  const rest = params.toString();
  const clean = location.pathname + location.search + (rest ? `#${rest}` : '');
  history.replaceState(history.state, '', clean);
  return fromUrl;
}

/** The API for this host; null when neither the preload nor a token is present. */
export function connectBridge(): BanmenApi | null {
  if (window.banmen) return window.banmen;
  const token = takeToken();
  return token ? createWebBridge(token) : null;
}

/**
 * True under Electron (the preload is present): files and engine programs are then chosen in
 * main's dialogs, and the page never names a path itself.
 */
export function hasNativeDialogs(): boolean {
  return window.banmen !== undefined;
}

/** The language asked for with ?lang=en|ja (or #…&lang=en|ja after the token), if any. */
export function queryLang(): 'en' | 'ja' | null {
  const q = new URLSearchParams(location.search).get('lang') ?? fragmentParams().get('lang');
  return q === 'en' || q === 'ja' ? q : null;
}
