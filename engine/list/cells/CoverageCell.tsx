import { LANGUAGES } from '../../../shared/languages';
import { linkInLanguage } from '../../data/language-link';
import { useFamilyInBatch } from '../../translations/family-batch';
import type { CellProps } from './types';
import './coverage.css';

/**
 * A row's languages (issue 18 item 5): EN DE ES FR NL, filled and a link to that language's version where there is
 * one (a real link carrying its language, so the version opens in it), outlined where it is missing, dashed where the
 * reader may not read that language ("no access", never "missing"); a screen reader hears "German: present", "Dutch:
 * missing" or "Spanish: no access". The families of all rows drawn come in one call.
 */
export function CoverageCell({ row, column }: CellProps) {
  const entity = String(column.entity);
  const family = useFamilyInBatch(entity, row[column.field]);
  if (family === undefined) return <span className="bo-coverage bo-coverage--loading" aria-hidden />;
  return (
    <span className="bo-coverage">
      {LANGUAGES.map((language) => {
        const version = family?.versions.find((v) => v.languageId === language.languageId);
        const code = language.code.toUpperCase();
        if (!version && family?.readable && !family.readable.includes(language.languageId)) {
          // The reader holds no role here: whether a version exists is not theirs to know, so it is never "missing".
          return (
            <span key={code} className="bp6-tag bp6-minimal bo-coverage-tag bo-coverage-tag--no-access" title={`${language.name}: no access`}>
              <span aria-hidden>{code}</span>
              <span className="bo-visually-hidden">{`${language.name}: no access`}</span>
            </span>
          );
        }
        if (!version) {
          return (
            <span key={code} className="bp6-tag bp6-minimal bo-coverage-tag bo-coverage-tag--missing">
              <span aria-hidden>{code}</span>
              <span className="bo-visually-hidden">{`${language.name}: missing`}</span>
            </span>
          );
        }
        const to = linkInLanguage(String(column.to).replace('{id}', encodeURIComponent(String(version.id))), language.languageId);
        return (
          <a key={code} className="bp6-tag bp6-minimal bp6-intent-primary bo-coverage-tag" href={to} title={version.name ? `${language.name}: ${version.name}` : undefined}>
            <span aria-hidden>{code}</span>
            <span className="bo-visually-hidden">{`${language.name}: present`}</span>
          </a>
        );
      })}
    </span>
  );
}
