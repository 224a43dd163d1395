// What a scan says without looking (docs/product.md §14.4): a short beep through Web Audio and a
// buzz where the device allows them. Browsers start audio only after a tap, so the camera button
// calls `prepareScanSound()`; where either is refused or missing, the scan simply stays silent.

type AudioContextClass = typeof AudioContext;

let audio: AudioContext | null = null;

/** Opens the audio context during a tap (the `Escanear código QR` button). */
export function prepareScanSound(): void {
  const Context =
    (globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass }).AudioContext ??
    (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return;
  try {
    audio ??= new Context();
    void audio.resume?.();
  } catch {
    audio = null;
  }
}

function beep(frequency: number, seconds: number): void {
  if (!audio || audio.state !== 'running') return;
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = frequency;
  gain.gain.value = 0.15;
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start();
  oscillator.stop(audio.currentTime + seconds);
}

/** One high beep and a short buzz when a booking is checked in; two low ones when it is not. */
export function scanFeedback(outcome: 'ok' | 'refused'): void {
  try {
    navigator.vibrate?.(outcome === 'ok' ? 120 : [80, 60, 80]);
  } catch {
    // Vibration not allowed here (an iframe, a desktop): the screen says it.
  }
  try {
    beep(outcome === 'ok' ? 880 : 220, outcome === 'ok' ? 0.12 : 0.3);
  } catch {
    // No sound: the screen says it.
  }
}
