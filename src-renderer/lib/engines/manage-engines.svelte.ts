/**
 * State of Engine › Manage engines: the engine whose options are shown, the declared options
 * (read by starting the engine briefly), the edited values and saving them.
 */
import type {
  BanmenApi,
  EngineOptionDef,
  EngineOptionValue,
} from '../../../src-main/shared/contract';
import { changedValues, initialValues } from './option-values';
import type { CodedError } from '../error-text';

/** The options panel of one engine at a time. */
export class ManageEnginesState {
  /** Id of the engine shown, or null. */
  selected: string | null = $state(null);
  declared: EngineOptionDef[] = $state([]);
  values: Record<string, EngineOptionValue> = $state({});
  loading = $state(false);
  /** The last failure (worded for the UI language by `errorText`). */
  error: CodedError | null = $state(null);
  /** Set after a successful save, cleared by the next edit. */
  saved = $state(false);
  /** The values as loaded or last saved: Save is offered only when `values` differ. */
  private stored: Record<string, EngineOptionValue> = $state({});
  private request = 0;

  /** True when a field differs from what the engine has saved (Save has something to do). */
  get changed(): boolean {
    return JSON.stringify(this.values) !== JSON.stringify(this.stored);
  }

  /** @param host the contract (a getter: the dialog's prop may change). */
  constructor(private readonly host: () => BanmenApi | null) {}

  private get api(): BanmenApi | null {
    return this.host();
  }

  /** Shows an engine: starts it to read its options, then fills the fields with saved values. */
  async select(id: string): Promise<void> {
    const mine = ++this.request; // Why: a slow engine must not overwrite a later choice.
    this.selected = id;
    this.declared = [];
    this.values = {};
    this.stored = {};
    this.error = null;
    this.saved = false;
    if (!this.api) return;
    this.loading = true;
    const r = await this.api.invoke('engine:options', id);
    if (mine !== this.request) return;
    this.loading = false;
    if (!r.ok) {
      this.error = r.error;
      return;
    }
    this.declared = r.value.declared;
    this.values = initialValues(r.value.declared, r.value.saved);
    this.stored = this.values;
  }

  /** Changes one field. */
  set(name: string, value: EngineOptionValue): void {
    this.values = { ...this.values, [name]: value };
    this.saved = false;
  }

  /** Puts every field back to the engine's default (saved only on Save). */
  resetAll(): void {
    this.values = initialValues(this.declared, {});
    this.saved = false;
  }

  /** Saves the values that differ from the defaults with the selected engine. */
  async save(): Promise<void> {
    if (!this.api || !this.selected) return;
    const r = await this.api.invoke(
      'engine:save-options',
      this.selected,
      changedValues(this.declared, this.values),
    );
    this.error = r.ok ? null : r.error;
    this.saved = r.ok;
    if (r.ok) this.stored = this.values;
  }

  /** Forgets the shown engine (after it was removed). */
  clear(): void {
    this.request++;
    this.selected = null;
    this.declared = [];
    this.values = {};
    this.stored = {};
    this.loading = false;
    this.error = null;
  }
}
