import type { SeedContext } from '../context';
import { toolItemsRepository } from '../../repositories/tool-items';
import { TOOL_ITEMS } from '../tools-news/tool-texts';
import { seededRoute } from '../tools-news/routes';
import { LANGUAGE_IDS, LANGUAGES } from '../../../shared/languages';

/** Featured images from the seeded media: the language's own folder first, never a platform logo. */
function imagesFor(media: string[], languageId: number): string[] {
  const folder = LANGUAGES.find((l) => l.languageId === languageId)!.folder;
  const pictures = media.filter((key) => !/^(WHITE-)?LOGOS?\//.test(key));
  const own = pictures.filter((key) => key.startsWith(`${folder}/`));
  return own.length ? own : pictures;
}

/** The tiles of the tools page in every language: the comparison, four calculators and the portfolio. */
export default async function seed({ db, refs }: SeedContext) {
  for (const languageId of LANGUAGE_IDS) {
    const images = imagesFor(refs.media ?? [], languageId);
    for (const [i, tile] of TOOL_ITEMS[languageId].entries()) {
      const route = tile.template === null ? undefined : await seededRoute(db, languageId, [tile.template]);
      await toolItemsRepository(db).create({
        languageId,
        itemTitle: tile.title,
        excerpt: tile.excerpt,
        category: tile.category,
        featuredImage: images.length ? images[i % images.length] : null,
        urlTableId: route?.urlTableId ?? null,
      });
    }
  }
}
