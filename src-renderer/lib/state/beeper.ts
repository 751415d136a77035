/**
 * Countdown beeps in the last 10 seconds (one per second), with WebAudio so no sound file is
 * needed.
 */
export class Beeper {
  private ctx: AudioContext | null = null;
  private lastSecond = -1;

  /** Called on every clock tick with the time left; beeps once per second under 10 s. */
  countdown(leftMs: number): void {
    const s = Math.ceil(leftMs / 1000);
    if (s > 10 || s <= 0 || s === this.lastSecond) {
      if (s > 10) this.lastSecond = -1;
      return;
    }
    this.lastSecond = s;
    this.beep(s <= 3 ? 1320 : 880);
  }

  private beep(freq: number): void {
    try {
      this.ctx ??= new AudioContext();
      const osc = this.ctx.createOscillator();
      const gain = this.ctx.createGain();
      osc.frequency.value = freq;
      gain.gain.value = 0.08;
      osc.connect(gain).connect(this.ctx.destination);
      osc.start();
      osc.stop(this.ctx.currentTime + 0.08);
    } catch {
      // Why silent: audio may be unavailable (no device, autoplay policy); beeps are optional.
    }
  }
}
