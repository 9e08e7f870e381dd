/** Featured images the demo media library (seed module 0300-media) stores; the stored key is the image name. */
export const ACADEMY_FEATURED_IMAGE = 'EN/ACADEMY_FEATURED_IMAGES/what-is-auto-invest.png';
export const BLOG_FEATURED_IMAGE = 'EN/BLOG_FEATURED_IMAGES/buyback-guarantee-explained.png';
