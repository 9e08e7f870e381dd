import type { SeedContext } from '../context';
import { seedLanguageRecord } from '../../settings/seed-rows';

/** Footer texts; link sections as "anchor=path" pairs: 6 ABOUT, 6 P2P LENDING, 5 Discover. */
type Footer = { copyrightNotice: string; footerNote: string; about: string; p2p: string; discover: string };

const TEXTS: Record<number, Footer> = {
  1: {
    copyrightNotice: '© 2024 P2P Compass Media. All rights reserved.',
    footerNote: 'Investing in loans involves risk: you can lose part or all of your money. Past returns are no guarantee of future results.',
    about: 'About us=about|Our team=about#team|Rating methodology=reviews/methodology|Advertise with us=advertise|Privacy policy=privacy|Contact=contact',
    p2p: 'Best P2P platforms=reviews/recommended|Buyback guarantee explained=academy/buyback-guarantee|Real estate lending=academy/real-estate-lending|Business loans=academy/business-loans|Taxes on interest income=academy/taxes|Secondary markets=academy/secondary-market',
    discover: 'Blog=blog|News=news|Calculators=tools|Our portfolio=portfolio|Bonus offers=bonus',
  },
  2: {
    copyrightNotice: '© 2024 P2P Compass Media. Alle Rechte vorbehalten.',
    footerNote: 'Investitionen in Kredite sind mit Risiken verbunden: Ein Teil oder das gesamte Kapital kann verloren gehen. Frühere Renditen sind keine Garantie für die Zukunft.',
    about: 'Über uns=de/ueber-uns|Unser Team=de/ueber-uns#team|Bewertungsmethode=de/bewertungen/methode|Werben bei uns=de/werbung|Datenschutz=de/datenschutz|Kontakt=de/kontakt',
    p2p: 'Beste P2P-Plattformen=de/bewertungen/empfohlen|Rückkaufgarantie erklärt=de/akademie/rueckkaufgarantie|Immobilienkredite=de/akademie/immobilienkredite|Unternehmenskredite=de/akademie/unternehmenskredite|Steuern auf Zinserträge=de/akademie/steuern|Zweitmarkt=de/akademie/zweitmarkt',
    discover: 'Blog=de/blog|Nachrichten=de/nachrichten|Rechner=de/werkzeuge|Unser Portfolio=de/portfolio|Bonusangebote=de/bonus',
  },
  3: {
    copyrightNotice: '© 2024 P2P Compass Media. Todos los derechos reservados.',
    footerNote: 'Invertir en préstamos conlleva riesgos: puedes perder parte o la totalidad de tu dinero. La rentabilidad pasada no garantiza resultados futuros.',
    about: 'Quiénes somos=es/quienes-somos|Nuestro equipo=es/quienes-somos#equipo|Metodología=es/analisis/metodologia|Publicidad=es/publicidad|Privacidad=es/privacidad|Contacto=es/contacto',
    p2p: 'Mejores plataformas P2P=es/analisis/recomendadas|La garantía de recompra=es/academia/garantia-de-recompra|Préstamos inmobiliarios=es/academia/prestamos-inmobiliarios|Préstamos a empresas=es/academia/prestamos-a-empresas|Impuestos sobre intereses=es/academia/impuestos|Mercado secundario=es/academia/mercado-secundario',
    discover: 'Blog=es/blog|Noticias=es/noticias|Calculadoras=es/herramientas|Nuestra cartera=es/cartera|Bonos=es/bonos',
  },
  4: {
    copyrightNotice: '© 2024 P2P Compass Media. Tous droits réservés.',
    footerNote: 'Investir dans des prêts comporte des risques : vous pouvez perdre tout ou partie de votre capital. Les rendements passés ne préjugent pas des rendements futurs.',
    about: 'Qui sommes-nous=fr/a-propos|Notre équipe=fr/a-propos#equipe|Méthode de notation=fr/avis/methode|Publicité=fr/publicite|Confidentialité=fr/confidentialite|Contact=fr/contact',
    p2p: 'Meilleures plateformes P2P=fr/avis/recommandees|La garantie de rachat=fr/academie/garantie-de-rachat|Prêt immobilier=fr/academie/pret-immobilier|Prêts aux entreprises=fr/academie/prets-aux-entreprises|Fiscalité des intérêts=fr/academie/fiscalite|Marché secondaire=fr/academie/marche-secondaire',
    discover: 'Blog=fr/blog|Actualités=fr/actualites|Calculatrices=fr/outils|Notre portefeuille=fr/portefeuille|Offres bonus=fr/bonus',
  },
  6: {
    copyrightNotice: '© 2024 P2P Compass Media. Alle rechten voorbehouden.',
    footerNote: 'Beleggen in leningen brengt risico’s met zich mee: je kunt een deel of al je geld verliezen. In het verleden behaalde resultaten bieden geen garantie voor de toekomst.',
    about: 'Over ons=nl/over-ons|Ons team=nl/over-ons#team|Beoordelingsmethode=nl/reviews/methode|Adverteren=nl/adverteren|Privacybeleid=nl/privacy|Contact=nl/contact',
    p2p: 'Beste P2P-platforms=nl/reviews/aanbevolen|Terugkoopgarantie uitgelegd=nl/academy/terugkoopgarantie|Vastgoedleningen=nl/academy/vastgoedleningen|Zakelijke leningen=nl/academy/zakelijke-leningen|Belasting op rente=nl/academy/belasting|Secundaire markt=nl/academy/secundaire-markt',
    discover: 'Blog=nl/blog|Nieuws=nl/nieuws|Rekenhulpen=nl/tools|Onze portefeuille=nl/portefeuille|Bonusacties=nl/bonus',
  },
};

const SOCIAL = {
  facebookLink: 'Facebook',
  facebookLinkUrl: 'https://facebook.example/p2pcompass',
  linkedInLink: 'LinkedIn',
  linkedInLinkUrl: 'https://linkedin.example/company/p2pcompass',
  podcastLink: 'Podcast',
  podcastLinkUrl: 'https://podcast.p2pcompass.example',
  twitterLink: 'X',
  twitterLinkUrl: 'https://x.example/p2pcompass',
  youtubeLink: 'YouTube',
  youtubeLinkUrl: 'https://youtube.example/@p2pcompass',
};

const split = (text: string) => {
  const pairs = text.split('|').map((pair) => pair.split('='));
  return [pairs.map(([anchor]) => anchor), pairs.map(([, path]) => path)];
};

/** Footer settings in every language: social links and the ABOUT (31/33), P2P (32/34) and Discover (70/71) links. */
export default async function seed({ db }: SeedContext) {
  for (const [language, { copyrightNotice, footerNote, about, p2p, discover }] of Object.entries(TEXTS)) {
    const [aboutAnchors, aboutLinks] = split(about);
    const [p2pAnchors, p2pLinks] = split(p2p);
    const [discoverAnchors, discoverLinks] = split(discover);
    await seedLanguageRecord(
      db,
      { table: 'footer_settings', idColumn: 'footerSettingsId', attributeKind: 13 },
      { languageId: Number(language), ...SOCIAL, copyrightNotice, footerNote },
      { 31: aboutAnchors, 33: aboutLinks, 32: p2pAnchors, 34: p2pLinks, 70: discoverAnchors, 71: discoverLinks },
    );
  }
}
