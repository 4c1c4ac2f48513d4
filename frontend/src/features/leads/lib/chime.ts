/** The organiser's choice of a sound for new leads, kept per browser (the stand laptop). */
export const SOUND_STORAGE_KEY = 'fairleads.leads.sound';

export function readSoundPreference(): boolean {
  try {
    return localStorage.getItem(SOUND_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function writeSoundPreference(on: boolean): void {
  try {
    if (on) localStorage.setItem(SOUND_STORAGE_KEY, 'on');
    else localStorage.removeItem(SOUND_STORAGE_KEY);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

let context: AudioContext | null = null;

/**
 * A short two-note chime drawn with the Web Audio API (no sound file to load). Browsers allow
 * sound only after a user gesture: switching the sound on is one, so the context starts there.
 */
export function playChime(): void {
  const AudioContextClass = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return;
  try {
    context ??= new AudioContextClass();
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime;
    for (const [index, frequency] of [880, 1320].entries()) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const at = start + index * 0.12;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.3);
    }
  } catch {
    // no audio device: the toast is enough
  }
}
