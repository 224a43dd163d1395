import { useEffect, useRef, useState } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

// Reads the voucher's QR code with the device camera: the browser's own BarcodeDetector where it
// has one (Chrome on Android), else jsQR (a maintained pure-JS decoder, loaded only here) on
// frames drawn to a canvas. The camera stays open for a line of people (issue 29 item 6): each
// code read is handed over, then reading rests while the result shows (about 2 s), and the same
// code still in front of the camera is not sent again. The camera stops with the scanner.

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

type Decoder = (video: HTMLVideoElement) => Promise<string | null>;

async function makeDecoder(): Promise<Decoder> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass & { getSupportedFormats?: () => Promise<string[]> } })
    .BarcodeDetector;
  if (Native && (await Native.getSupportedFormats?.())?.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height)?.data ?? null;
  };
}

/** How long a result shows before the next code is read. */
export const RESULT_SHOWN_MS = 2_000;
/** The same code read again within this long is the same voucher still held up, not a new scan. */
const SAME_CODE_MS = 8_000;

export function QrScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [resting, setResting] = useState(false);
  // The camera starts once; a new onCode from the parent's render must not restart it.
  const handOver = useRef(onCode);
  useEffect(() => {
    handOver.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    let restUntil = 0;
    let last: { code: string; at: number } | null = null;
    let restTimer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const decode = await makeDecoder();
        const tick = async () => {
          if (stopped || !video.current) return;
          const now = performance.now();
          const code = now < restUntil ? null : await decode(video.current).catch(() => null);
          if (code && !stopped && !(last?.code === code && now - last.at < SAME_CODE_MS)) {
            last = { code, at: now };
            restUntil = now + RESULT_SHOWN_MS;
            setResting(true);
            clearTimeout(restTimer);
            restTimer = setTimeout(() => setResting(false), RESULT_SHOWN_MS);
            handOver.current(code);
          }
          frame = requestAnimationFrame(() => void tick());
        };
        void tick();
      } catch {
        setProblem('No pudimos usar la cámara. Da permiso de cámara al navegador o escribe la referencia.');
      }
    })();
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      clearTimeout(restTimer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="grid gap-3">
      {problem ? (
        <p role="alert" className="font-medium text-destructive">
          {problem}
        </p>
      ) : (
        <>
          <video
            ref={video}
            muted
            playsInline
            aria-label="Vista de la cámara: apunta al código QR del voucher"
            className="aspect-square w-full max-w-sm justify-self-center rounded-xl bg-black object-cover"
          />
          <p className="text-center text-sm font-medium text-muted-foreground">
            {resting ? 'Código leído.' : 'Listo para el siguiente código.'}
          </p>
        </>
      )}
      <Button variant="outline" onClick={onClose} className="justify-self-center">
        <X aria-hidden="true" />
        Cerrar cámara
      </Button>
    </div>
  );
}
