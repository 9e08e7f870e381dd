import type { SeedContext } from '../context';
import { seedLanguageRecord } from '../../settings/seed-rows';

const TEAM = ['Anna Berg', 'Tomás Ferreira', 'Lieke van Dam', 'Jonas Albrecht', 'Chloé Marchand', 'Mateo Ruiz', 'Sanne Hoekstra', 'David Okafor'];
const photo = (name: string) => `https://cdn.p2pcompass.example/team/${name.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').replace(/ /g, '-')}.jpg`;

type About = Record<string, string> & { roles: string };

const TEXTS: Record<number, About> = {
  1: {
    title: 'About P2P Compass',
    serpTitle: 'About us – the team behind P2P Compass',
    serpDescription: 'Who we are, how we test lending platforms and how we earn our money.',
    section1H2: 'Why we started',
    paragraph: 'In 2017 we lost money on a platform that looked perfect on paper. Since then we test every platform with our own money before we write a word about it.',
    section1H3: 'Independent reviews since 2017',
    section2H2: 'How we work',
    section2Paragraph: 'Every review is based on at least six months of investing, interviews with the management and an analysis of the published financial statements.',
    videoDescription: 'Meet the team in two minutes.',
    videoCode: 'p2pcompass-team-2024',
    teamH2: 'Our team',
    testimonialH2: 'What our readers say',
    roles: 'Editor-in-chief|Lead analyst|Data journalist|Tax and legal editor|Community manager|Review editor|Tools developer|Risk analyst',
  },
  2: {
    title: 'Über P2P Compass',
    serpTitle: 'Über uns – das Team hinter P2P Compass',
    serpDescription: 'Wer wir sind, wie wir Kreditplattformen testen und womit wir unser Geld verdienen.',
    section1H2: 'Warum wir angefangen haben',
    paragraph: '2017 haben wir Geld bei einer Plattform verloren, die auf dem Papier perfekt aussah. Seitdem testen wir jede Plattform mit eigenem Geld, bevor wir darüber schreiben.',
    section1H3: 'Unabhängige Tests seit 2017',
    section2H2: 'So arbeiten wir',
    section2Paragraph: 'Jeder Test beruht auf mindestens sechs Monaten eigener Investments, Gesprächen mit der Geschäftsführung und einer Analyse der veröffentlichten Jahresabschlüsse.',
    videoDescription: 'Lerne das Team in zwei Minuten kennen.',
    videoCode: 'p2pcompass-team-2024',
    teamH2: 'Unser Team',
    testimonialH2: 'Das sagen unsere Leser',
    roles: 'Chefredakteurin|Leitender Analyst|Datenjournalistin|Redakteur Steuern und Recht|Community-Managerin|Redakteur Tests|Entwicklerin Tools|Risikoanalyst',
  },
  3: {
    title: 'Sobre P2P Compass',
    serpTitle: 'Quiénes somos – el equipo de P2P Compass',
    serpDescription: 'Quiénes somos, cómo analizamos las plataformas de préstamos y cómo nos financiamos.',
    section1H2: 'Por qué empezamos',
    paragraph: 'En 2017 perdimos dinero en una plataforma que parecía perfecta sobre el papel. Desde entonces probamos cada plataforma con nuestro propio dinero antes de escribir sobre ella.',
    section1H3: 'Análisis independientes desde 2017',
    section2H2: 'Cómo trabajamos',
    section2Paragraph: 'Cada análisis se basa en al menos seis meses de inversión, entrevistas con la dirección y el estudio de las cuentas anuales publicadas.',
    videoDescription: 'Conoce al equipo en dos minutos.',
    videoCode: 'p2pcompass-team-2024',
    teamH2: 'Nuestro equipo',
    testimonialH2: 'Lo que dicen nuestros lectores',
    roles: 'Redactora jefe|Analista principal|Periodista de datos|Editor fiscal y legal|Responsable de comunidad|Editor de análisis|Desarrolladora de herramientas|Analista de riesgos',
  },
  4: {
    title: 'À propos de P2P Compass',
    serpTitle: 'Qui sommes-nous – l’équipe de P2P Compass',
    serpDescription: 'Qui nous sommes, comment nous testons les plateformes de prêt et comment nous sommes rémunérés.',
    section1H2: 'Pourquoi nous avons commencé',
    paragraph: 'En 2017, nous avons perdu de l’argent sur une plateforme qui semblait parfaite sur le papier. Depuis, nous testons chaque plateforme avec notre propre argent avant d’en parler.',
    section1H3: 'Des avis indépendants depuis 2017',
    section2H2: 'Notre méthode',
    section2Paragraph: 'Chaque avis repose sur au moins six mois d’investissement, des entretiens avec la direction et l’analyse des comptes annuels publiés.',
    videoDescription: 'Découvrez l’équipe en deux minutes.',
    videoCode: 'p2pcompass-team-2024',
    teamH2: 'Notre équipe',
    testimonialH2: 'Ce que disent nos lecteurs',
    roles: 'Rédactrice en chef|Analyste principal|Journaliste de données|Rédacteur fiscalité et droit|Responsable communauté|Rédacteur des avis|Développeuse outils|Analyste des risques',
  },
  6: {
    title: 'Over P2P Compass',
    serpTitle: 'Over ons – het team achter P2P Compass',
    serpDescription: 'Wie we zijn, hoe we leenplatforms testen en hoe we ons geld verdienen.',
    section1H2: 'Waarom we begonnen',
    paragraph: 'In 2017 verloren we geld op een platform dat op papier perfect leek. Sindsdien testen we elk platform met ons eigen geld voordat we erover schrijven.',
    section1H3: 'Onafhankelijke reviews sinds 2017',
    section2H2: 'Zo werken wij',
    section2Paragraph: 'Elke review is gebaseerd op minstens zes maanden beleggen, gesprekken met het management en een analyse van de gepubliceerde jaarrekeningen.',
    videoDescription: 'Maak in twee minuten kennis met het team.',
    videoCode: 'p2pcompass-team-2024',
    teamH2: 'Ons team',
    testimonialH2: 'Wat onze lezers zeggen',
    roles: 'Hoofdredacteur|Hoofdanalist|Datajournalist|Redacteur belasting en recht|Communitymanager|Reviewredacteur|Ontwikkelaar tools|Risicoanalist',
  },
};

/** About settings in every language, with the eight team members (39 photo, 40 name, 41 role). */
export default async function seed({ db }: SeedContext) {
  for (const [language, { roles, ...texts }] of Object.entries(TEXTS)) {
    await seedLanguageRecord(
      db,
      { table: 'about_settings', idColumn: 'aboutSettingsId', attributeKind: 15 },
      { languageId: Number(language), serpId: null, ...texts },
      { 39: TEAM.map(photo), 40: TEAM, 41: roles.split('|') },
    );
  }
}
