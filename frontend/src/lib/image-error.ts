/**
 * A ref callback that reports an image which failed before React was listening: on a page the
 * server rendered, the browser loads images while the app's code is still on its way, and an error
 * event fired then never reaches the element's onError.
 */
export function reportEarlyImageError(onError: () => void) {
  return (img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) onError();
  };
}
