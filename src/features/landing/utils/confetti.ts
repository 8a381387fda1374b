import { prefersReducedMotion } from "~/lib/reduced-motion";

/** SPEC §9: 500 pieces over 5 seconds. */
export const CONFETTI_PIECES = 500;
export const CONFETTI_MS = 5000;
const BURSTS = 20;
const BURST_EVERY_MS = 175;
// ~1.5 s of life at 60 fps: the last burst (at 3.3 s) has settled before 5 s.
const TICKS = 90;
const COLORS = ["#f5c542", "#e5ad1a", "#1d4ed8", "#60a5fa", "#ffffff"];

/**
 * The overlay's confetti on the given canvas. canvas-confetti is fetched only
 * now (not on the landing page's first load), and not at all under
 * prefers-reduced-motion. Aborting stops and clears it.
 */
export async function runConfetti(canvas: HTMLCanvasElement, signal: AbortSignal) {
  if (prefersReducedMotion()) return;
  const { default: confetti } = await import("canvas-confetti");
  if (signal.aborted) return;
  // In a worker (OffscreenCanvas) the animation keeps the main thread free;
  // the CSP allows blob: workers for this (scripts/security-headers.ts).
  const fire = confetti.create(canvas, { resize: true, useWorker: true });
  let fired = 0;
  const burst = () => {
    void fire({
      particleCount: CONFETTI_PIECES / BURSTS,
      ticks: TICKS,
      spread: 80,
      startVelocity: 40,
      origin: { x: 0.1 + Math.random() * 0.8, y: 0.1 + Math.random() * 0.3 },
      colors: COLORS,
    });
    fired += 1;
  };
  burst();
  const interval = window.setInterval(() => {
    burst();
    if (fired >= BURSTS) window.clearInterval(interval);
  }, BURST_EVERY_MS);
  const stop = window.setTimeout(() => fire.reset(), CONFETTI_MS);
  signal.addEventListener("abort", () => {
    window.clearInterval(interval);
    window.clearTimeout(stop);
    fire.reset();
  });
}
