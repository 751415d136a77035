/**
 * Browser-test harness: starts the real `npm run start:web` host on a free port with a fresh
 * data folder, and Debian Chromium through playwright-core with a fresh profile.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, afterEach, before } from 'node:test';
import assert from 'node:assert/strict';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { assertNoLeakedEngines } from './leak-guard.ts';

/** Debian's Chromium. */
export const CHROMIUM = '/usr/bin/chromium';
/** Why a browser test cannot run here, or null. */
export const SKIP_REASON = existsSync(CHROMIUM) ? null : `${CHROMIUM} is not installed`;

/** The built-in engine's source, which the host runs through tsx in a checkout. */
const ENGINE_MAIN = fileURLToPath(new URL('../../src-main/engine/main.ts', import.meta.url));
/** Why a test that plays the built-in engine cannot run here, or false. */
export const ENGINE_SKIP: string | false =
  SKIP_REASON ??
  (existsSync(ENGINE_MAIN)
    ? false
    : 'the built-in engine (src-main/engine/main.ts) is not in this tree');

/** The leak guard of a file whose tournaments run their engines in the host, without a page. */
export const TOURNAMENT_JOBS = {
  pages: false,
  hostJobs: 'a tournament runs its engines in the host, without a page',
} as const;

/** Launch flags for a quiet, sandbox-free headless Chromium. */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A running browser host. */
export interface Host {
  url: string;
  dataDir: string;
  proc: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `npm run start:web` (PORT=0) and resolves with the printed URL; `args` are passed to
 * the host as on its command line (e.g. a record file to open).
 */
export async function startHost(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'banmen-web-')),
  args: string[] = [],
): Promise<Host> {
  // Why the `--` only with arguments: npm passes what follows it to the script.
  const npmArgs = ['run', '--silent', 'start:web', ...(args.length ? ['--', ...args] : [])];
  const proc = spawn('npm', npmArgs, {
    env: { ...process.env, PORT: '0', BANMEN_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (d: Buffer) => {
      log += d.toString();
      const m = log.match(/Banmen running at (http:\/\/127\.0\.0\.1:\d+\/#token=[\w-]+)/);
      if (m) resolve(m[1]!);
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    proc.once('exit', (code) => reject(new Error(`start:web exited (${code}):\n${log}`)));
  });
  return {
    url,
    dataDir,
    proc,
    stop: async () => {
      // Why the group kill: npm spawns node, which may spawn engines.
      try {
        process.kill(-proc.pid!, 'SIGTERM');
      } catch {
        return;
      }
      await new Promise((r) => proc.once('exit', r));
    },
  };
}

/** Opens Chromium with a fresh profile. */
export async function openBrowser(): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(
    mkdtempSync(join(tmpdir(), 'banmen-chromium-')),
    { executablePath: CHROMIUM, args: ARGS, viewport: { width: 1280, height: 820 } },
  );
  // Why: the study record is autosaved in local storage, which the tabs of one context share;
  // each new tab starts without an earlier test's record, while a reload in the tab keeps it.
  await context.addInitScript(() => {
    if (sessionStorage.getItem('banmen.test.tab')) return;
    sessionStorage.setItem('banmen.test.tab', '1');
    localStorage.removeItem('banmen.study.autosave');
  });
  return context;
}

/** The host and browser of one test file (valid once its `before` hook has run). */
export interface BrowserHost {
  readonly host: Host;
  readonly browser: BrowserContext;
  /** A new page on the app (`query` is appended to the URL), once the board is shown. */
  open(query?: string): Promise<Page>;
  /** Closes every page of the browser after each test of the file. */
  closePagesAfterEach(): void;
}

/**
 * The leak guard of a file: on (`pages: true`) unless the file runs host-side jobs (tournaments,
 * training) whose engines no page holds; `hostJobs` then says which, for the reader.
 */
export type LeakGuard = { pages: true } | { pages: false; hostJobs: string };

/** How `useBrowserHost` starts its host: data folder, extra environment, command-line arguments. */
export interface HostSetup {
  dataDir?: string;
  env?: Record<string, string>;
  args?: string[];
}

/**
 * Starts the browser host and Chromium before the file's tests and stops them after, unless
 * `skip` says why not. `prepare` runs first (e.g. to write a data folder with engines registered)
 * and may return the data folder to use, or a whole `HostSetup`.
 */
export function useBrowserHost(
  skip: string | false | null,
  prepare?: () => string | HostSetup | void | Promise<string | HostSetup | void>,
  guard: LeakGuard = { pages: true },
): BrowserHost {
  let host: Host | undefined;
  let browser: BrowserContext | undefined;
  before(async () => {
    if (skip) return;
    const prepared = (await prepare?.()) ?? {};
    // Why: most files only need a data folder, so a plain string stands for one.
    const setup = typeof prepared === 'string' ? { dataDir: prepared } : prepared;
    host = await startHost(setup.env, setup.dataDir, setup.args);
    browser = await openBrowser();
  });
  // The leak guard: every test ends with no engine its open pages do not hold (registered
  // first, so it runs before `closePagesAfterEach` closes them).
  afterEach(async () => {
    if (host && guard.pages) await assertNoLeakedEngines(host.proc.pid!, browser);
  });
  after(async () => {
    // And the file ends with every page closed and none of their engines left.
    for (const page of browser?.pages() ?? []) await page.close();
    try {
      if (host && guard.pages) await assertNoLeakedEngines(host.proc.pid!, browser);
    } finally {
      await browser?.close();
      await host?.stop();
    }
  });
  return {
    get host() {
      return host!;
    },
    get browser() {
      return browser!;
    },
    async open(query = '') {
      const page = await browser!.newPage();
      await page.goto(host!.url + query);
      await page.getByRole('grid', { name: /^(Board|盤面)$/ }).waitFor();
      return page;
    },
    closePagesAfterEach() {
      // Why: each page keeps an event stream open, and Chromium allows 6 connections per host,
      // so pages left open stall the file's later tests.
      afterEach(async () => {
        for (const page of browser?.pages() ?? []) await page.close();
      });
    },
  };
}

/** Saves a screenshot under test-results/. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: join('test-results', `${name}.png`) });
}

/** The accessible gridcell of a USI square (its name starts with the coordinate). */
export function cell(page: Page, usi: string) {
  return page.getByRole('gridcell', { name: new RegExp(`^${usi},`) });
}

/** Entries of the record list. */
export function recordItems(page: Page) {
  return page.getByRole('region', { name: /^(Record|棋譜)$/ }).getByRole('listitem');
}

/** Opens the new-game dialog, lets `configure` change it, and presses Start (in the UI's `lang`). */
export async function startGame(
  page: Page,
  configure: (dialog: ReturnType<Page['getByRole']>) => Promise<void> = async () => {},
  lang: 'en' | 'ja' = 'en',
) {
  const [title, start] = lang === 'ja' ? ['新規対局', '対局開始'] : ['New game', 'Start'];
  await page.getByRole('button', { name: title }).click();
  // A running game is only replaced after the user agrees to abandon it.
  const abandon = page.getByRole('dialog', { name: /Abandon the running game|対局を中断/ });
  const dialog = page.getByRole('dialog', { name: title });
  await Promise.race([abandon.waitFor(), dialog.waitFor()]);
  if (await abandon.count())
    await abandon.getByRole('button', { name: /^(Abandon game|中断する)$/ }).click();
  await configure(dialog);
  await dialog.getByRole('button', { name: start }).click();
  await dialog.waitFor({ state: 'detached', timeout: 60_000 });
}

/** New-game settings for a game played by hand: shogi from `start` (even by default), both sides human. */
export function humanGame(start = 'even') {
  return async (dialog: ReturnType<Page['getByRole']>) => {
    await dialog.locator('#variant').selectOption('shogi');
    await dialog.locator('#start').selectOption(start);
    await dialog.locator('#black-player').selectOption('human');
    await dialog.locator('#white-player').selectOption('human');
  };
}

/** Sets a side to the built-in engine with a short byoyomi and no main time (fast tests). */
export async function fastEngine(dialog: ReturnType<Page['getByRole']>, side: 'black' | 'white') {
  await dialog.locator(`#${side}-player`).selectOption('builtin');
  // A handicap game names the sides Shitate (下手) and Uwate (上手).
  const group = dialog.getByRole('group', {
    name: side === 'black' ? /Black|Shitate/ : /White|Uwate/,
  });
  await group.getByLabel('Main time (min)').fill('0');
  await group.getByLabel('Byoyomi (s)').fill('1');
  await group.getByLabel('Skill level').selectOption('2');
  await group.getByLabel('Byoyomi (s)').press('Tab');
}

/** Chooses `item` from the menu bar's menu `name` (the browser host's File, Edit, … Help). */
export async function menu(page: Page, name: string, item: string | RegExp): Promise<void> {
  await page.getByRole('menubar').getByRole('menuitem', { name, exact: true }).click();
  await page.getByRole('menu', { name }).getByRole('menuitem', { name: item }).click();
}

/** Opens the Settings dialog from the header (`title` is its name in the UI's language). */
export async function openSettings(page: Page, title = 'Settings') {
  await page.getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

/** Resigns the running game: the Resign button, then Resign in the question that follows. */
export async function resign(page: Page): Promise<void> {
  await page.getByRole('toolbar').getByRole('button', { name: 'Resign' }).click();
  const ask = page.getByRole('dialog', { name: 'Resign the game?' });
  await ask.getByRole('button', { name: 'Resign' }).click();
  await ask.waitFor({ state: 'detached' });
}

/**
 * Shows one of the study view's side tabs (`name` as the UI labels it: Analysis, Review,
 * Explorer, or 検討エンジン, 棋譜解析, 定跡) and returns its panel.
 */
export async function studyTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  const panel = page.getByRole('tabpanel', { name, exact: true });
  await panel.waitFor();
  return panel;
}

/** Asserts that an evaluation chart (its `img` element) has drawn a canvas of a readable size. */
export async function assertChartDrawn(chart: Locator): Promise<void> {
  const box = await chart.locator('canvas').boundingBox();
  assert.ok(
    box && box.width > 150 && box.height > 60,
    `the chart is drawn (${JSON.stringify(box)})`,
  );
}
