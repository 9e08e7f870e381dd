import type { SeedContext } from '../context';

type Author = [authorName: string, tagline: string, description: string];

const AUTHORS: Record<number, Author[]> = {
  1: [
    ['Mia Clarke', 'Senior editor', 'Mia has invested in peer-to-peer loans since 2016 and tests every platform with her own money before she reviews it.'],
    ['Daniel Hughes', 'Data analyst', 'Daniel tracks default rates and funds in recovery across forty platforms and writes our monthly statistics update.'],
    ['Priya Nair', 'Guest author', 'Priya is a chartered accountant who explains the annual reports of lending companies in plain English.'],
  ],
  2: [
    ['Jonas Weber', 'Redakteur', 'Jonas investiert seit 2017 in P2P-Kredite und schreibt über Plattformen aus dem Baltikum.'],
    ['Katrin Vogel', 'Finanzjournalistin', 'Katrin erklärt Rendite, Risiko und Steuern für Privatanleger in Deutschland und Österreich.'],
  ],
  3: [
    ['Lucía Fernández', 'Editora', 'Lucía analiza plataformas de préstamos P2P desde 2018 y gestiona su propia cartera diversificada.'],
    ['Javier Morales', 'Analista', 'Javier sigue los informes financieros de las plataformas y la evolución de los impagos.'],
  ],
  4: [
    ['Camille Laurent', 'Rédactrice en chef', 'Camille teste les plateformes de prêt participatif depuis 2017 et partage ses résultats chaque trimestre.'],
    ['Hugo Bernard', 'Analyste', 'Hugo étudie les rapports annuels des plateformes et la fiscalité des intérêts en France et en Belgique.'],
  ],
  6: [
    ['Sanne Bakker', 'Redacteur', 'Sanne belegt sinds 2018 in P2P-leningen en schrijft over vastgoedplatformen.'],
    ['Thijs de Groot', 'Analist', 'Thijs volgt de cijfers van meer dan dertig platformen en schrijft over risicospreiding.'],
    ['Eva Jansen', 'Gastauteur', 'Eva is belastingadviseur en legt uit hoe je rendement op P2P-leningen aangeeft in box 3.'],
  ],
};

const slug = (name: string) => name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z]+/g, '-');

/** Two or three authors per language; refs.authors[languageId] = their ids. */
export default async function seed({ db, refs }: SeedContext) {
  refs.authors = {};
  for (const [languageId, authors] of Object.entries(AUTHORS)) {
    const rows = await db.insertInto('authors').values(
      authors.map(([authorName, tagline, description]) => ({
        languageId: Number(languageId), authorName, tagline, description,
        image: `USERS/${slug(authorName)}.jpg`,
        email: `${slug(authorName).replace(/-/g, '.')}@p2p-reviews.example`,
        linkedIn: `https://www.linkedin.com/in/${slug(authorName)}-example`,
      })),
    ).returning('authorID').execute();
    refs.authors[languageId] = rows.map((r) => r.authorID);
  }
}
