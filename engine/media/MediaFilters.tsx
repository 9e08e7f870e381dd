import { FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { useId } from 'react';
import { hasSecondary, folderPath } from './settings';
import type { MediaLibrary } from './useMediaLibrary';

/** Folder, secondary folder, search and the missing-alt filter, in one bar above the grid. */
export function MediaFilters({ library }: { library: MediaLibrary }) {
  const { listing, settings, summaries } = library;
  const ids = { folder: useId(), secondary: useId(), search: useId() };
  const withCount = (label: string, path: string) => {
    const missing = summaries.missingIn(path);
    return missing ? `${label} (${missing} without alt text)` : label;
  };
  return (
    <div className="bo-media-filters">
      <FormGroup label="Folder" labelFor={ids.folder} inline>
        <HTMLSelect
          id={ids.folder}
          value={listing.folder}
          onChange={(e) => listing.setFolder(e.target.value)}
          options={settings.folders.map((f) => ({ value: f, label: withCount(f, f) }))}
        />
      </FormGroup>
      {hasSecondary(settings, listing.folder) && (
        <FormGroup label="Secondary folder" labelFor={ids.secondary} inline>
          <HTMLSelect
            id={ids.secondary}
            value={listing.secondary}
            onChange={(e) => listing.setSecondary(e.target.value)}
            options={[{ value: '', label: 'None' }, ...settings.secondaryFolders.map((s) => ({ value: s, label: withCount(s, folderPath(listing.folder, s)) }))]}
          />
        </FormGroup>
      )}
      <FormGroup label="Search" labelFor={ids.search} inline>
        <InputGroup id={ids.search} type="search" leftIcon="search" placeholder="File name" value={listing.search} onValueChange={listing.setSearch} />
      </FormGroup>
      <Switch label="Missing alt text" checked={listing.missingAlt} onChange={(e) => listing.setMissingAlt(e.currentTarget.checked)} />
    </div>
  );
}
