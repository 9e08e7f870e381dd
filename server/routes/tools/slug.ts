const SPECIAL: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l' };

/** A url path segment from a title in any of the site's languages: "Größere Rückkäufe!" gives "grossere-ruckkaufe". */
export function slugify(text: string | null | undefined, maxLength = 80): string {
  return (text ?? '')
    .toLowerCase()
    .replace(/[ßæœøđł]/g, (c) => SPECIAL[c])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}
