import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS_MS } from '@app/contract';
import { debounce, throttle } from '../../lib/timing/timing';
import { CloseIcon, SearchIcon } from '../ui/icons/nav-icons';
import './games.css';

interface GameSearchBoxProps {
  /** The search the list shows now; when it is cleared elsewhere (a tab change) the box empties too. */
  value: string;
  onSearch: (text: string) => void;
  testId?: string;
}

/**
 * SPEC §5 game search: text trimmed; typing searches 600 ms after the last
 * key; a submit searches at once, at most once a second, and Enter also
 * closes the keyboard.
 */
export function GameSearchBox({ value, onSearch, testId = 'game-search' }: GameSearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);

  if (value !== shown) {
    setShown(value);
    if (value.trim() !== text.trim()) setText(value);
  }

  const typed = useMemo(() => debounce((next: string) => latest.current(next.trim()), TIMINGS_MS.searchDebounce), []);
  const submitted = useMemo(() => throttle((next: string) => latest.current(next.trim()), TIMINGS_MS.searchThrottle), []);
  useEffect(() => () => typed.cancel(), [typed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    typed.cancel();
    input.current?.blur();
    submitted(text);
  };

  return (
    <form className="game-search" role="search" onSubmit={submit} data-testid={testId}>
      <SearchIcon size={18} className="game-search__icon" />
      <input
        ref={input}
        className="game-search__input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={64}
        value={text}
        placeholder={t('games:search.placeholder')}
        aria-label={t('games:search.label')}
        data-testid={`${testId}-input`}
        onChange={(e) => {
          setText(e.target.value);
          typed(e.target.value);
        }}
      />
      {text ? (
        <button
          type="button"
          className="game-search__clear"
          aria-label={t('games:search.clear')}
          onClick={() => {
            typed.cancel();
            setText('');
            latest.current('');
          }}
        >
          <CloseIcon size={16} />
        </button>
      ) : null}
      <button type="submit" className="visually-hidden">
        {t('games:search.submit')}
      </button>
    </form>
  );
}
