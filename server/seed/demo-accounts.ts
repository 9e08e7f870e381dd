import type { DataTypeName } from '../../shared/data-types';
import type { RoleName } from '../../shared/roles';

export interface DemoAccount {
  firstName: string;
  lastName: string;
  username: string;
  password: string;
  /** [data types, role, languages] */
  grants: [DataTypeName[] | 'all', RoleName, number[]][];
}

const CONTENT: DataTypeName[] = ['Review', 'Academy', 'Cashbacks', 'Pages', 'Blog', 'NewsFeed', 'Media'];
const ALL_LANGUAGES = [1, 2, 3, 4, 6];

/** The demo users the README lists; their passwords are public, so they exist only in demo content. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    firstName: 'Clara',
    lastName: 'Chief',
    username: 'chief.editor@p2p.local',
    password: 'demo-chief-2026',
    grants: [['all', 'admin', ALL_LANGUAGES], [['Settings Users'], 'read', ALL_LANGUAGES]],
  },
  {
    firstName: 'Emma',
    lastName: 'Writer',
    username: 'writer.en@p2p.local',
    password: 'demo-writer-2026',
    grants: [[CONTENT, 'write', [1]], [['Settings', 'Settings Home', 'Settings Reviews'], 'write', [1]], [CONTENT, 'read', [2]]],
  },
  {
    firstName: 'Lukas',
    lastName: 'Leser',
    username: 'reader.de@p2p.local',
    password: 'demo-reader-2026',
    grants: [['all', 'read', [2]]],
  },
  {
    firstName: 'Sophie',
    lastName: 'Traductrice',
    username: 'writer.fr@p2p.local',
    password: 'demo-writer-fr-2026',
    grants: [[CONTENT, 'write', [4]], [CONTENT, 'read', [1]]],
  },
];
