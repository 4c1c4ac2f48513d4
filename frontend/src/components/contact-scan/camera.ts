import { createCodeDetector } from './detector';
import type { ScanEnvironment } from './types';

/** The rear camera, in a size a code or a card is sharp in. */
export function openRearCamera(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment', width: { ideal: 1920 }, height: { ideal: 1080 } },
    audio: false,
  });
}

export const browserEnvironment: ScanEnvironment = {
  openCamera: () => {
    if (!navigator.mediaDevices?.getUserMedia) return Promise.reject(new DOMException('no camera API', 'NotSupportedError'));
    return openRearCamera();
  },
  createDetector: createCodeDetector,
  isSecureContext: () => window.isSecureContext,
};

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Why the camera does not run: the key of the words the stand team can act on (catalogue `contact-scan:camera`). */
export type CameraProblem = 'insecure' | 'unsupported' | 'denied' | 'missing' | 'busy' | 'failed';

export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'missing';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'NotSupportedError':
      return 'unsupported';
    default:
      return 'failed';
  }
}
