/** An address the browser can show: absolute, protocol-relative or from the site's root (a stored name is none). */
export const isImageAddress = (value: unknown): value is string => typeof value === 'string' && /^(https?:)?\/\/|^\//.test(value.trim());

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
