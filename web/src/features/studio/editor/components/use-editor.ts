/**
 * The editor session of one version × language while the studio is open: the document's undo/redo
 * history and the autosave, kept outside the tabs (switching between effects, manuscript and links
 * keeps the unsaved edit and its history). The pure parts are model/document.ts and model/history.ts.
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { EDITOR_CONFLICT_MESSAGE, type EditorData, type StudioVideo } from '#shared/api';
import { isUiLanguage, type UiLanguage } from '#shared/domain/languages';
import { ApiError } from '../../../../lib/api-client';
import { fetchEditorData, saveRendering, useEditorData } from '../../api/editor';
import {
  conflicted,
  docOf,
  docProblems,
  failed,
  keepMine,
  loadTheirs,
  nextSaveStep,
  renderingOf,
  saved,
  saveStateOf,
  saving,
  type DocProblem,
  type EditorDoc,
  type SaveState,
} from '../model/document';
import { canRedo, canUndo, historyOf, record, redo, undo, type History } from '../model/history';

/** Quiet time after the last change before the autosave sends it. */
export const AUTOSAVE_DELAY_MS = 800;

interface Session {
  history: History<EditorDoc>;
  save: SaveState;
}

const sessions = new Map<string, Session>();
const languages = new Map<string, UiLanguage>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function update(key: string, change: (s: Session) => Session) {
  const current = sessions.get(key);
  if (!current) return;
  sessions.set(key, change(current));
  emit();
}

function sessionFrom(data: EditorData, language: string): Session {
  const found = data.languages.find((l) => l.renderingData.language === language);
  const doc = found ? docOf(found.renderingData) : { chapters: [], links: [] };
  return { history: historyOf(doc), save: saveStateOf(found?.revision ?? 0, doc) };
}

export interface Editor {
  ready: boolean;
  loadError: ApiError | undefined;
  language: UiLanguage;
  languages: UiLanguage[];
  chooseLanguage: (language: UiLanguage) => void;
  durationSeconds: number;
  doc: EditorDoc;
  problems: DocProblem[];
  save: SaveState;
  /** The document has changes the server does not have. */
  unsaved: boolean;
  /** The caller may not edit the version now: the document only reads. */
  readOnly: boolean;
  change: (next: EditorDoc) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  saveNow: () => void;
  keepMine: () => Promise<void>;
  loadTheirs: () => Promise<void>;
}

const EMPTY: EditorDoc = { chapters: [], links: [] };

/**
 * `readOnly` (editorial control: the caller may not edit the version now): nothing changes and nothing
 * is saved; when it ends, the stored documents are read again (another editor may have saved meanwhile).
 */
export function useEditor(video: StudioVideo, readOnly = false): Editor {
  const data = useEditorData(video.id, video.version);
  const versionKey = `${video.id}/${video.version}`;
  const available = (data.data?.languages ?? [])
    .map((l) => l.renderingData.language as string)
    .filter(isUiLanguage);
  const master = isUiLanguage(video.masterLanguage) ? video.masterLanguage : (available[0] ?? 'en-us');
  const language = languages.get(versionKey) ?? master;
  const key = `${versionKey}/${language}`;
  const session = useSyncExternalStore(subscribe, () => sessions.get(key));
  if (!session && data.data) sessions.set(key, sessionFrom(data.data, language));
  const current = session ?? sessions.get(key);
  const durationSeconds = data.data?.durationSeconds ?? 0;
  const doc = current?.history.present ?? EMPTY;
  const problems = docProblems(doc, language, durationSeconds);

  const runSave = useCallback(async () => {
    const s = sessions.get(key);
    if (!s || !isUiLanguage(language)) return;
    const sent = s.history.present;
    if (nextSaveStep(s.save, sent, docProblems(sent, language, durationSeconds)) !== 'save') return;
    update(key, (x) => ({ ...x, save: saving(x.save) }));
    try {
      const res = await saveRendering({
        videoId: video.id,
        version: video.version,
        language,
        revision: s.save.revision,
        renderingData: renderingOf(sent),
      });
      update(key, (x) => ({ ...x, save: saved(x.save, sent, res.revision) }));
      // Changes made while it was saving go next.
      const after = sessions.get(key);
      if (after && nextSaveStep(after.save, after.history.present, []) === 'save') void runSave();
    } catch (error) {
      const conflict =
        error instanceof ApiError && error.status === 409 && error.message === EDITOR_CONFLICT_MESSAGE;
      update(key, (x) => ({
        ...x,
        save: conflict
          ? conflicted(x.save)
          : failed(x.save, error instanceof Error ? error.message : String(error)),
      }));
    }
  }, [key, language, durationSeconds, video.id, video.version]);

  // Autosave: a quiet moment after each change.
  useEffect(() => {
    if (!current || readOnly) return;
    if (nextSaveStep(current.save, doc, problems) !== 'save' || current.save.status === 'failed') return;
    const timer = setTimeout(() => void runSave(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the document and save state decide
  }, [doc, current?.save, runSave, readOnly]);

  // Editing opens (checked out, the job ended): start from what is stored now, where nothing is unsaved.
  const wasReadOnly = useRef(readOnly);
  useEffect(() => {
    const opened = wasReadOnly.current && !readOnly;
    wasReadOnly.current = readOnly;
    if (!opened) return;
    void fetchEditorData(video.id, video.version).then((latest) => {
      for (const [k, s] of sessions) {
        const lang = k.slice(versionKey.length + 1);
        const pristine =
          JSON.stringify(renderingOf(s.history.present)) === JSON.stringify(renderingOf(s.save.saved));
        if (k.startsWith(`${versionKey}/`) && pristine) sessions.set(k, sessionFrom(latest, lang));
      }
      void data.mutate(latest, { revalidate: false });
      emit();
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when readOnly changes
  }, [readOnly]);

  const resolveWithStored = async (choose: (stored: EditorDoc, revision: number) => void) => {
    const latest = await fetchEditorData(video.id, video.version);
    const found = latest.languages.find((l) => l.renderingData.language === language);
    choose(found ? docOf(found.renderingData) : EMPTY, found?.revision ?? 0);
  };

  return {
    ready: Boolean(current),
    loadError: data.error,
    language,
    languages: [...new Set<UiLanguage>([master, ...available])],
    chooseLanguage: (next) => {
      languages.set(versionKey, next);
      if (data.data && !sessions.has(`${versionKey}/${next}`)) {
        sessions.set(`${versionKey}/${next}`, sessionFrom(data.data, next));
      }
      emit();
    },
    durationSeconds,
    doc,
    problems,
    save: current?.save ?? saveStateOf(0, EMPTY),
    unsaved: current
      ? JSON.stringify(renderingOf(doc)) !== JSON.stringify(renderingOf(current.save.saved))
      : false,
    readOnly,
    change: (next) => {
      if (!readOnly) update(key, (s) => ({ ...s, history: record(s.history, next) }));
    },
    undo: () => {
      if (!readOnly) update(key, (s) => ({ ...s, history: undo(s.history) }));
    },
    redo: () => {
      if (!readOnly) update(key, (s) => ({ ...s, history: redo(s.history) }));
    },
    canUndo: current ? canUndo(current.history) : false,
    canRedo: current ? canRedo(current.history) : false,
    saveNow: () => {
      update(key, (s) => ({ ...s, save: { ...s.save, status: 'idle', error: undefined } }));
      void runSave();
    },
    // Keep this tab's document and save it over the stored one.
    keepMine: () =>
      resolveWithStored((_stored, revision) => {
        update(key, (s) => ({ ...s, save: keepMine(s.save, revision) }));
        void runSave();
      }),
    // Load the stored document as a new step: undo brings this tab's edit back (nothing is lost).
    loadTheirs: () =>
      resolveWithStored((stored, revision) =>
        update(key, (s) => ({ history: record(s.history, stored), save: loadTheirs(stored, revision) })),
      ),
  };
}
