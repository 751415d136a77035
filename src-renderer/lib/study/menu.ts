/**
 * Menu commands and OS-opened files while the study view exists: study commands switch to it
 * and act on the record; play commands are left to the play view.
 */
import type { StudyContext } from './context.svelte';

/** The hook `AppState` consults first. */
export function studyMenuHook(
  ctx: StudyContext,
  mode: () => string,
  setMode: (m: 'play' | 'study') => void,
) {
  return {
    menu(command: string): boolean {
      const study = ctx.study;
      const tag = document.activeElement?.tagName;
      if ((command === 'undo' || command === 'redo') && (tag === 'INPUT' || mode() !== 'study')) {
        // Why: the menu accelerator replaces the text box's own undo (the comment box excepted).
        if (tag === 'INPUT' || tag === 'TEXTAREA') document.execCommand(command);
        return true;
      }
      const opens = ['study', 'position-editor', 'check-tsume', 'analysis', 'review'];
      if (opens.includes(command)) setMode('study');
      if (command === 'position-editor') ctx.editing = true;
      // Why a menu item, not a toolbar button: the toolbar must stay one row at 1024 px.
      else if (command === 'check-tsume') ctx.tsumeCheck = study.editor.current.sfen;
      else if (command === 'analysis' || command === 'review') {
        // Why the tab: the user should see what they asked for start.
        ctx.chooseTab(command);
        void (command === 'analysis' ? ctx.analysis.start() : ctx.review.start());
      } else if (command === 'study') return true;
      else if (mode() !== 'study') return false;
      else if (command === 'open-record') document.getElementById('study-open-input')?.click();
      else if (command === 'save-record') void study.saveQuick();
      else if (command === 'save-record-as') study.saveDialog = true;
      else if (command === 'paste-record') ctx.pasting = true;
      else if (command === 'undo' || command === 'redo') ctx.run(command);
      else return false;
      return true;
    },
    /** Opens a record in Study; false when it was not opened (refused, or the user kept theirs). */
    async open(bytes: Uint8Array, name: string, path: string): Promise<boolean> {
      setMode('study');
      return ctx.study.openFileBytes(bytes, name, path);
    },
  };
}
