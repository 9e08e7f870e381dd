import { useCallback, useMemo } from 'react';
import type { AccessSubject } from '../access/can-access';
import { LANGUAGES } from '../../shared/languages';
import { mediaRights } from './access';
import type { MediaSettings } from './settings';
import type { MediaApi, MediaFile } from './types';
import { useFolderSummaries } from './useFolderSummaries';
import { useMediaDelete } from './useMediaDelete';
import { useMediaDetails } from './useMediaDetails';
import { useMediaListing, type KeptSearch } from './useMediaListing';
import { useMediaUpload } from './useMediaUpload';
import { useSelection } from './useSelection';

export interface MediaLibraryArgs {
  api: MediaApi;
  settings: MediaSettings;
  subject: AccessSubject;
  /** The current editing language: its folder is the one shown first. */
  language: number;
  /** Where the search is kept: the screen's address; the picker keeps none. */
  kept?: KeptSearch;
  /** The library is the screen (not a picker in a form's dialog): leaving it with unsaved image texts asks first. */
  guardsRoutes?: boolean;
}

/** The media library's controller, shared by the /media screen and the picker; the views only draw it. */
export function useMediaLibrary({ api, settings, subject, language, kept, guardsRoutes = false }: MediaLibraryArgs) {
  const own = LANGUAGES.find((l) => l.languageId === language)?.folder;
  const listing = useMediaListing(api, settings, own && settings.folders.includes(own) ? own : settings.folders[0], kept);
  const summaries = useFolderSummaries(api);
  const selection = useSelection();
  const rights = useMemo(() => mediaRights(subject, listing.folder), [subject, listing.folder]);

  const afterUpload = useCallback(() => {
    listing.reload();
    summaries.reload();
  }, [listing.reload, summaries.reload]);
  const upload = useMediaUpload(api, settings, afterUpload);

  const afterSave = useCallback(
    (file: MediaFile) => {
      listing.replace(file);
      summaries.reload();
    },
    [listing.replace, summaries.reload],
  );
  const details = useMediaDetails(api, settings, upload.isBusy, afterSave, guardsRoutes);

  const remove = useMediaDelete(api, settings, (keys) => {
    selection.drop(keys);
    if (details.file && keys.includes(details.file.key)) details.forget();
    listing.reloadAfterRemoving(keys.length);
    summaries.reload();
  });

  return {
    settings,
    listing,
    summaries,
    selection,
    rights,
    upload: { ...upload, start: (files: File[]) => upload.start(listing.path, files) },
    details,
    remove,
  };
}

export type MediaLibrary = ReturnType<typeof useMediaLibrary>;
