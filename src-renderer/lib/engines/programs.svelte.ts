/**
 * The engine programs the browser host offers (its `--engine` flags and BANMEN_ENGINES): the
 * page registers an engine by picking one of them, never by naming a program. Filled once at
 * start by the app state; empty under Electron, whose file dialog chooses the program.
 */
export const offeredPrograms: { list: string[] } = $state({ list: [] });
