import { CATEGORY_DATA_TYPES } from '../../repositories/categories';
import type { SeedContext } from '../context';

const CATEGORIES: Record<number, { review: string[]; blog: string[] }> = {
  1: { review: ['Consumer loans', 'Real estate', 'Business loans', 'Crypto lending'], blog: ['News', 'Guides', 'Platform updates', 'Taxes'] },
  2: { review: ['Konsumentenkredite', 'Immobilien', 'Unternehmenskredite', 'Krypto-Kredite'], blog: ['Neuigkeiten', 'Ratgeber', 'Plattform-Updates', 'Steuern'] },
  3: { review: ['Préstamos al consumo', 'Inmobiliario', 'Préstamos a empresas', 'Préstamos cripto'], blog: ['Noticias', 'Guías', 'Novedades de plataformas', 'Impuestos'] },
  4: { review: ['Crédit à la consommation', 'Immobilier', 'Prêts aux entreprises', 'Prêts crypto'], blog: ['Actualités', 'Guides', 'Nouvelles des plateformes', 'Fiscalité'] },
  6: { review: ['Consumentenkrediet', 'Vastgoed', 'Zakelijke leningen', 'Cryptoleningen'], blog: ['Nieuws', 'Gidsen', 'Platformupdates', 'Belastingen'] },
};

/** Review (dataTypeId 1) and blog (43) categories per language; refs.categories[languageId] = { review, blog } ids. */
export default async function seed({ db, refs }: SeedContext) {
  refs.categories = {};
  for (const [languageId, kinds] of Object.entries(CATEGORIES)) {
    const ids = { review: [] as number[], blog: [] as number[] };
    for (const kind of ['review', 'blog'] as const) {
      const rows = await db.insertInto('categories')
        .values(kinds[kind].map((categoryName) => ({ languageId: Number(languageId), categoryName, dataTypeId: CATEGORY_DATA_TYPES[kind] })))
        .returning('categoryId').execute();
      ids[kind] = rows.map((r) => r.categoryId);
    }
    refs.categories[languageId] = ids;
  }
}
