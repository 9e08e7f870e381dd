import { useEffect, useState } from 'react';
import type { MemorySuggestion, MemorySuggestionsAnswer } from '../../shared/translation-memory/answers';
import { memorySuggestions, MEMORY_TEXT_LIMIT } from '../data/translation-memory';
import { serverRefusal } from '../data/provider';
import { plainText } from '../../shared/translation-memory/html-text';
import { looksLikeHtml } from '../history/text-diff';
import type { SuggestionsHost } from './suggestions-context';
import { asParagraph, escapeText, insertAt, replaceSentence, sentenceCount } from './rich-sentences';

/** How long a field must stay focused (or its panel open) before it asks: tabbing through a form asks nothing. */
export const ASK_PAUSE = 300;
/** The suggestions shown (and reachable by Alt+1…5). */
export const SUGGESTION_LIMIT = 5;

/** Where the caret stands in a rich text being edited: its sentence (counted a block a line) and its place in the text. */
export interface Caret {
  sentence: number;
  offset: number;
}

type Loaded =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'noEnglish' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; english: string; answer: MemorySuggestionsAnswer };

interface Options {
  host: SuggestionsHost;
  name: string;
  rich: boolean;
  /** The field is focused or its panel is open: the memory is asked (after ASK_PAUSE), never before. */
  active: boolean;
  /** The caret in the field's rich text while it has focus; null otherwise. */
  caret: Caret | null;
}

// A rich text is asked about as its text with a line for each block, as the memory splits it into sentences: the
// sentences the answer lists are then the ones the editor counts in the translation (a block a line too).
const plain = (value: unknown, rich: boolean) => (typeof value !== 'string' ? '' : rich || looksLikeHtml(value) ? plainText(value) : value.trim());

/** The English text of the field, as the memory is asked about it. */
async function englishOf(host: SuggestionsHost, name: string, rich: boolean): Promise<string> {
  const values = host.comparing ?? (await host.english());
  return plain(values?.[name], rich);
}

const answerKey = (name: string, text: string) => `answer\u0000${name}\u0000${text}`;

function ask(host: SuggestionsHost, name: string, text: string): Promise<MemorySuggestionsAnswer> {
  const key = answerKey(name, text);
  let answer = host.kept.get(key) as Promise<MemorySuggestionsAnswer> | undefined;
  if (!answer) {
    answer = memorySuggestions(host.provider, {
      languageId: host.languageId,
      // A text longer than the call takes is asked about by its beginning: its first sentences still find their matches.
      text: text.slice(0, MEMORY_TEXT_LIMIT),
      entity: host.entity,
      field: name,
      ...(host.recordId !== null && { exclude: host.recordId }),
      limit: SUGGESTION_LIMIT,
    });
    host.kept.set(key, answer);
    // A failed call is asked again next time, not remembered.
    answer.catch(() => host.kept.delete(key));
  }
  return answer;
}

/**
 * The translation memory's suggestions for one field of a record in another language (issue 33 item 2): the
 * English text of the field is asked about once the field is focused or its panel opened (after a pause, once per
 * text for the form's life). The matches shown are the whole text's, or, in a rich text whose English has several
 * sentences while the caret is in it, the matches of the English sentence at the caret's sentence's index: a
 * translation keeps the English sentence order far more often than not, and the target's words cannot be matched
 * against English ones, so the index is the one link between the two texts that needs no translation.
 */
export function useFieldSuggestions({ host, name, rich, active, caret }: Options) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'idle' });
  const [englishText, setEnglishText] = useState<string | null>(null);
  // The English text is read (from the comparison or the English record) once the field is first active.
  useEffect(() => {
    if (!active || englishText !== null) return;
    let live = true;
    englishOf(host, name, rich).then(
      (text) => live && setEnglishText(text),
      (error) => live && setLoaded({ status: 'failed', message: `The English version could not be loaded. ${serverRefusal(error).message}` }),
    );
    return () => {
      live = false;
    };
  }, [active, englishText, host, name, rich]);
  // The comparison switched on (or off) may bring a newer English text.
  useEffect(() => {
    if (host.comparing && englishText !== null && plain(host.comparing[name], rich) !== englishText) setEnglishText(plain(host.comparing[name], rich));
  }, [host.comparing, englishText, name, rich]);

  useEffect(() => {
    if (englishText === null) return;
    if (!englishText) return setLoaded({ status: 'noEnglish' });
    const cached = host.kept.has(answerKey(name, englishText));
    if (!active && !cached) return;
    let live = true;
    setLoaded((now) => (now.status === 'ready' && now.english === englishText ? now : { status: 'loading' }));
    const timer = setTimeout(
      () =>
        ask(host, name, englishText).then(
          (answer) => live && setLoaded({ status: 'ready', english: englishText, answer }),
          (error) => live && setLoaded({ status: 'failed', message: `The suggestions could not be loaded. ${serverRefusal(error).message}` }),
        ),
      cached ? 0 : ASK_PAUSE,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [active, englishText, host, name]);

  const answer = loaded.status === 'ready' ? loaded.answer : null;
  const sentence = rich && caret && answer && answer.sentences.length > 1 ? answer.sentences[caret.sentence] : undefined;
  const matches: MemorySuggestion[] = (sentence ? sentence.matches : answer?.matches) ?? [];
  const current = host.valueOf(name);
  const empty = !plain(current, rich);
  const whyNot = host.whyNot(name);
  const html = typeof current === 'string' ? current : '';
  // The caret past the translation's last sentence starts the next one: the suggestion goes in there.
  const replaces = !!sentence && !!caret && !empty && caret.sentence < sentenceCount(html);

  /** What the field holds once a suggestion is put in: the whole value, or in rich text the caret's sentence. */
  const inserted = (suggestion: MemorySuggestion): string => {
    const marked = looksLikeHtml(suggestion.target);
    if (!rich) return marked ? plainText(suggestion.target) : suggestion.target;
    const fragment = marked ? suggestion.target : escapeText(suggestion.target);
    if (!sentence || !caret || empty) return asParagraph(fragment);
    return (replaces && replaceSentence(html, caret.sentence, fragment)) || insertAt(html, caret.offset, fragment);
  };

  return {
    name,
    status: loaded.status,
    failure: loaded.status === 'failed' ? loaded.message : null,
    /** The English the matches are compared with: the caret's sentence, or the whole text. */
    asked: sentence?.text ?? (loaded.status === 'ready' ? loaded.english.replace(/\s+/g, ' ') : ''),
    /** Whether the matches are a sentence's (inserting replaces the caret's sentence) or the whole text's. */
    scope: sentence ? ('sentence' as const) : ('field' as const),
    sentenceNumber: sentence && caret ? caret.sentence + 1 : null,
    matches: matches.slice(0, SUGGESTION_LIMIT),
    count: answer ? matches.length : null,
    /** What the insert button says it does. */
    action: empty ? 'Insert' : replaces ? 'Replace sentence' : sentence ? 'Insert at cursor' : 'Replace',
    /** Of a rich text's English sentences, how many have matches (shown while the caret is in none of them). */
    sentencesMatched: answer?.sentences.filter((s) => s.matches.length).length ?? 0,
    sentences: answer?.sentences.length ?? 0,
    whyNot,
    insert(suggestion: MemorySuggestion) {
      if (whyNot) return;
      host.insert(name, inserted(suggestion));
    },
  };
}

export type FieldSuggestions = ReturnType<typeof useFieldSuggestions>;
