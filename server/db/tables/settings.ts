import type { Generated } from 'kysely';

type Text = string | null;

/** One value of a settings screen: a team member's name, a footer link, a snippet… */
export interface SettingsAttributeTable {
  settingsAttributeId: Generated<number>;
  dataTypeId: number;
  settingsDataTypeId: number;
  languageId: number;
  value: Text;
  index: Generated<number>;
  /** The settings record the attribute was saved with, when it was saved through one. */
  ownerId: number | null;
}

export interface PagesSettingsTable {
  pagesSettingsId: Generated<number>;
  languageId: number;
  dataTypeId: number;
  serpId: number | null;
  serpTitle: Text;
  serpDescription: Text;
  title: Text;
  subtitle: Text;
  platform: Text;
  pageSettingsSubtitle: Text;
  ratingMethodology: Text;
  editorialNote: Text;
}

export interface AboutSettingsTable {
  aboutSettingsId: Generated<number>;
  languageId: number;
  serpId: number | null;
  [text: string]: unknown;
}

export interface HomeSettingsTable {
  homeSettingsId: Generated<number>;
  languageId: number;
  platforms: number | null;
  investment: number | null;
  returned: number | null;
  platform: Text;
  [text: string]: unknown;
}

export interface NavigationSettingsTable {
  navigationSettingsId: Generated<number>;
  languageId: number;
  homeRoute: number | null;
  bonusRoute: number | null;
  academyRoute: number | null;
  newsRoute: number | null;
  reviewsRoute: number | null;
  [text: string]: unknown;
}

export interface FooterSettingsTable {
  footerSettingsId: Generated<number>;
  languageId: number;
  [text: string]: unknown;
}

/** The global home page: one record without a language (the back office loads id 5). */
export interface HomeSettings2Table {
  homeSettings2Id: Generated<number>;
  [text: string]: unknown;
}

declare module '../schema' {
  interface Database {
    settings_attributes: SettingsAttributeTable;
    pages_settings: PagesSettingsTable;
    about_settings: AboutSettingsTable;
    home_settings: HomeSettingsTable;
    navigation_settings: NavigationSettingsTable;
    footer_settings: FooterSettingsTable;
    home_settings2: HomeSettings2Table;
  }
}
