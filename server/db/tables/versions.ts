import type { Generated } from 'kysely';

// Migration 0900 gives every edited table a version. The tables read with typed column lists name it
// here, so that a repository that lists its columns can answer it (an edit screen states it back).
declare module './auth' {
  interface UserTable {
    version: Generated<number>;
  }
  interface PermissionTable {
    version: Generated<number>;
  }
}

declare module './content-items' {
  interface AcademyTable {
    version: Generated<number>;
  }
  interface PageTable {
    version: Generated<number>;
  }
  interface BlogTable {
    version: Generated<number>;
  }
}

declare module './cashbacks' {
  interface CashbackTable {
    version: Generated<number>;
  }
}

declare module './links' {
  interface LinkTable {
    version: Generated<number>;
  }
}

declare module './settings' {
  interface SettingsAttributeTable {
    version: Generated<number>;
  }
}

declare module './review-attributes' {
  interface ReviewAttributeTable {
    version: Generated<number>;
  }
}

declare module './faq' {
  interface FaqTitleTable {
    version: Generated<number>;
  }
  interface FaqListTable {
    version: Generated<number>;
  }
}
