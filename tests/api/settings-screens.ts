import about from '../../schemas/about-settings.json';
import home from '../../schemas/home-settings.json';
import navigation from '../../schemas/navigation-settings.json';
import footer from '../../schemas/footer-settings.json';
import type { DataTypeName } from '../../shared/data-types';
import type { Answer, ApiClient } from '../support/client';
import type { TestServer } from '../support/harness';

type Row = Record<string, any>;

/** A settings screen that keeps one record per language (second document §2, §7), as the tests drive it. */
export interface Screen {
  name: string;
  resource: string;
  schema: { properties: Record<string, any>; required?: string[] };
  table: string;
  idColumn: string;
  dataType: DataTypeName;
  attributeKind: number;
  read(client: Pick<ApiClient, 'get'>, languageId: number): Promise<Answer>;
  sample(languageId: number): Row;
}

const attribute = (dataTypeId: number, languageId: number) => (settingsDataTypeId: number, index: number, value: string) => ({
  dataTypeId,
  settingsDataTypeId,
  languageId,
  value,
  index,
});

export const SCREENS: Screen[] = [
  {
    name: 'About settings',
    resource: 'AboutSettings',
    schema: about,
    table: 'about_settings',
    idColumn: 'aboutSettingsId',
    dataType: 'Settings About',
    attributeKind: 15,
    read: (c, languageId) => c.get(`/api/AboutSettings/ByLanguageId/${languageId}?UseCase=Dashboard`),
    sample: (languageId) => {
      const a = attribute(15, languageId);
      return {
        languageId,
        serpId: null,
        title: 'About us',
        serpTitle: 'About the P2P review team',
        serpDescription: 'Who writes our reviews.',
        section1H2: 'Our mission',
        paragraph: 'We compare lending platforms.',
        section2H2: 'Our method',
        section2Paragraph: 'Every platform is tested with real money.',
        section1H3: 'Independent since 2017',
        videoDescription: 'A short film about the team.',
        videoCode: 'dQw4w9WgXcQ',
        teamH2: 'The team',
        testimonialH2: 'What readers say',
        settingsAttributes: [1, 2, 3, 4, 5, 6, 7, 8].flatMap((i) => [
          a(40, i, `Member ${i}`),
          a(41, i, `Role ${i}`),
          a(39, i, `https://cdn.example.test/team/${i}.jpg`),
        ]),
      };
    },
  },
  {
    name: 'Home settings',
    resource: 'HomeSettings',
    schema: home,
    table: 'home_settings',
    idColumn: 'homeSettingsId',
    dataType: 'Settings Home',
    attributeKind: 14,
    read: (c, languageId) => c.get(`/api/HomeSettings/ByLanguageId/${languageId}?UseCase=Dashboard`),
    sample: (languageId) => {
      const a = attribute(14, languageId);
      return {
        languageId,
        title: 'Compare P2P lending platforms',
        subtitle: 'Independent reviews',
        serpTitle: 'P2P lending reviews',
        serpDescription: 'Reviews and bonuses.',
        platform: '[]',
        featuredH2: 'Featured platforms',
        reviewUrlLink: '/reviews',
        bonusUrlLink: '/bonus',
        newsUrlLink: '/news',
        academyUrlLink: '/academy',
        platforms: 42,
        investment: 125000.5,
        returned: 9.7,
        testimonialH2: 'Readers',
        settingsAttributes: [a(35, 1, 'Our track record'), ...[1, 2, 3].flatMap((i) => [a(36, i, `Year ${i}`), a(37, i, `Paragraph ${i}`)])],
      };
    },
  },
  {
    name: 'Navigation settings',
    resource: 'NavigationSettings',
    schema: navigation,
    table: 'navigation_settings',
    idColumn: 'navigationSettingsId',
    dataType: 'Settings Navigation',
    attributeKind: 27,
    read: (c, languageId) => c.get(`/api/NavigationSettings/ByLanguageId/${languageId}`),
    sample: (languageId) => {
      const a = attribute(27, languageId);
      return {
        languageId,
        homeAnchor: 'Home',
        homeRoute: null,
        bonusAnchor: 'Bonus',
        bonusRoute: null,
        academyAnchor: 'Academy',
        academyRoute: null,
        newsAnchor: 'News',
        newsRoute: null,
        reviewsAnchor: 'Reviews',
        reviewsRoute: null,
        moreAnchor: 'More',
        settingsAttributes: [
          ...[1, 2, 3].flatMap((i) => [a(42, i, `Review list ${i}`), a(38, i, `/reviews/${i}`)]),
          ...[1, 2, 3, 4, 5, 6].flatMap((i) => [a(31, i, `More ${i}`), a(33, i, `/more/${i}`)]),
        ],
      };
    },
  },
  {
    name: 'Footer settings',
    resource: 'FooterSettings',
    schema: footer,
    table: 'footer_settings',
    idColumn: 'footerSettingsId',
    dataType: 'Settings Footer',
    attributeKind: 13,
    read: (c, languageId) => c.get(`/api/FooterSettings/ByLanguageId?id=${languageId}&useCase=Dashboard`),
    sample: (languageId) => ({
      languageId,
      facebookLink: 'Facebook',
      facebookLinkUrl: 'https://facebook.example.test/p2p',
      linkedInLink: null,
      linkedInLinkUrl: null,
      podcastLink: 'Podcast',
      podcastLinkUrl: 'https://podcast.example.test/p2p',
      twitterLink: 'X',
      twitterLinkUrl: 'https://x.example.test/p2p',
      youtubeLink: 'YouTube',
      youtubeLinkUrl: 'https://youtube.example.test/p2p',
      copyrightNotice: '© 2024 Example Media',
      footerNote: 'Investing involves risk.',
      settingsAttributes: footerLinks(languageId, 6, 6, 5),
    }),
  },
];

/** Footer link pairs: about (31/33), P2P (32/34) and discover (70/71) items. */
export function footerLinks(languageId: number, about: number, p2p: number, discover: number) {
  const a = attribute(13, languageId);
  const pairs = (count: number, anchor: number, link: number, label: string) =>
    Array.from({ length: count }, (_, i) => [a(anchor, i + 1, `${label} ${i + 1}`), a(link, i + 1, `/${label.toLowerCase()}/${i + 1}`)]).flat();
  return [...pairs(about, 31, 33, 'About'), ...pairs(p2p, 32, 34, 'P2P'), ...pairs(discover, 70, 71, 'Discover')];
}

/** Removes the screen's record of a language, as a test's starting point. */
export async function clearScreen(server: TestServer, screen: Screen, languageId: number) {
  const db = server.db as any;
  await db.deleteFrom(screen.table).where('languageId', '=', languageId).execute();
  await db.deleteFrom('settings_attributes').where('languageId', '=', languageId).where('dataTypeId', '=', screen.attributeKind).execute();
}

/** The screen's record of a language, created from the sample when missing; answers its id. */
export async function ensureScreen(server: TestServer, screen: Screen, languageId: number): Promise<number> {
  const [existing] = (await screen.read(server.admin, languageId)).body;
  if (existing) return existing[screen.idColumn];
  const created = await server.admin.post(`/api/${screen.resource}`, screen.sample(languageId));
  if (created.status !== 200) throw new Error(`could not create ${screen.name}: ${JSON.stringify(created.body)}`);
  return created.body[screen.idColumn];
}
