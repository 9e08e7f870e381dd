/**
 * An address of this site the page may show (the back office's content policy loads images from itself only): from
 * the site's root or absolute on this origin. A stored name, or another site's address, is none.
 */
export function isImageAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !/^(https?:\/\/|\/(?!\/))/.test(value.trim())) return false;
  try {
    return new URL(value.trim(), window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * The image a field holds, small, under its box: the one just chosen in the gallery, or the stored value when it is
 * an address. A picture that fails to load (a typed address with a typo) hides itself rather than show a broken icon.
 */
export function ImagePreview({ src, alt }: { src: string; alt: string }) {
  return (
    <img
      className="bo-image-preview"
      src={src}
      alt={alt}
      loading="lazy"
      style={{ display: 'block', maxWidth: 160, maxHeight: 96, marginTop: 6, borderRadius: 2, objectFit: 'contain' }}
      onError={(event) => (event.currentTarget.style.display = 'none')}
      onLoad={(event) => (event.currentTarget.style.display = 'block')}
    />
  );
}
