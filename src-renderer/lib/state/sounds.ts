/**
 * The app's sounds, made with WebAudio so no sound file is needed: a wooden click when a piece
 * is played, and countdown beeps in the last 10 seconds (one per second), at the user's volume.
 */
export class Sounds {
  /** Volume, 0–100 (the Settings value). */
  volume = 60;
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

  /** The click of a piece put down on the board: a short burst of noise through a band-pass. */
  piece(): void {
    this.play((ctx, out) => {
      const n = Math.floor(ctx.sampleRate * 0.05);
      const buffer = ctx.createBuffer(1, n, ctx.sampleRate);
      const data = buffer.getChannelData(0);
      // Why the fast decay: a sharp attack and a short tail sound like wood, not hiss.
      for (let i = 0; i < n; i++) data[i] = (Math.random() * 2 - 1) * Math.exp(-i / (n / 8));
      const src = ctx.createBufferSource();
      src.buffer = buffer;
      const band = ctx.createBiquadFilter();
      band.type = 'bandpass';
      band.frequency.value = 1700;
      band.Q.value = 1.2;
      src.connect(band).connect(out);
      src.start();
    }, 0.9);
  }

  private beep(freq: number): void {
    this.play((ctx, out) => {
      const osc = ctx.createOscillator();
      osc.frequency.value = freq;
      osc.connect(out);
      osc.start();
      osc.stop(ctx.currentTime + 0.08);
    }, 0.13);
  }

  /** Runs `make` into a gain node at the volume (`level` is the sound's own loudness at 100). */
  private play(make: (ctx: AudioContext, out: AudioNode) => void, level: number): void {
    if (this.volume <= 0) return;
    try {
      this.ctx ??= new AudioContext();
      const gain = this.ctx.createGain();
      gain.gain.value = level * (this.volume / 100);
      gain.connect(this.ctx.destination);
      make(this.ctx, gain);
    } catch {
      // Why silent: audio may be unavailable (no device, autoplay policy); sounds are optional.
    }
  }
}
