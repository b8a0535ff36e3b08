// The global search box. Classification (pasted explorer links included), the address-type lookup,
// the server's answers (does a block exist; tokens and programs by name) and the server resolver
// come in through `adapter` (shared-api provides `searchAdapter`), so this component only handles
// typing, the suggestion list, keyboard navigation and routing (to the page the declarations give
// the entity found, through the entity paths in force: never to a URL that was typed or pasted).
//
//   <SearchBox adapter={searchAdapter} />                      the home page's large box
//   <SearchBox adapter={searchAdapter} compact focusOnSlash />  every other page's ('/' focuses it)
import styled from 'styled-components';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchPath, type SearchTarget } from 'shared-api';
import { useEntityPaths } from '../navigation/entityLinks';
import { useToast } from '../toast/Toast';

export interface Suggestion {
  type: 'transaction' | 'address' | 'block' | 'token' | 'coin';
  value: string;
  label: string;
  /** a block named by its slot: only the server's answer (its height) is offered */
  slot?: boolean;
  /** a block height above the newest block (the label says so) */
  notYetProduced?: boolean;
}

/** Longest query the server's resolver accepts; longer text goes straight to the no-result page. */
const RESOLVE_MAX = 128;

export interface SearchAdapter {
  /** Suggestions for the typed text: what it could be (transaction, address, block, token). */
  classify(text: string): Suggestion[];
  /** The address-type lookup; `type: 'token'` with `exists` turns an address into a token. */
  lookupType(address: string, signal?: AbortSignal): Promise<{ type: string; exists: boolean }>;
  /** The general resolver for text nothing matched. */
  resolve(text: string): Promise<{ type: string; value: string | null }>;
  /**
   * The server's suggestions: the block of a number (or of a slot, `slot`) when it exists or is not
   * yet produced, and the tokens and programs a name matches; empty for other text.
   */
  suggestRemote?(text: string, signal?: AbortSignal, slot?: boolean): Promise<Suggestion[]>;
  /** What a pasted explorer link names (only read: never followed). */
  readLink?(text: string): Promise<Suggestion[]>;
  /** Where a type/value leads: its entity's page, or (unknown types) the answer to the query. */
  target(type: string, value: string, query: string): SearchTarget;
}

const Form = styled.form`
  position: relative;
  width: 100%;
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
`;

const Input = styled.input<{ $compact?: boolean }>`
  flex: 1;
  min-width: 0;
  height: ${(p) => (p.$compact ? '36px' : '44px')};
  padding: 0 14px;
  border-radius: ${(p) => p.theme.radius.md};
  /* an input's edge is all that shows where to type: 3:1 against the page (WCAG 1.4.11) */
  border: 1px solid ${(p) => p.theme.colors.controlBorder};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => (p.$compact ? '14px' : '15px')};
  &::placeholder {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Submit = styled.button<{ $compact?: boolean }>`
  height: ${(p) => (p.$compact ? '36px' : '44px')};
  padding: 0 ${(p) => (p.$compact ? '12px' : '18px')};
  border: 0;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
  font-weight: 600;
  cursor: pointer;
`;

const List = styled.ul<{ $compact?: boolean }>`
  position: absolute;
  z-index: 60;
  top: ${(p) => (p.$compact ? '40px' : '48px')};
  left: 0;
  right: 0;
  margin: 0;
  padding: 4px;
  list-style: none;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md};
  box-shadow: ${(p) => p.theme.shadow};
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  gap: 8px;
  align-items: center;
  padding: 8px 10px;
  border-radius: ${(p) => p.theme.radius.sm};
  cursor: pointer;
  background: ${(p) => (p.$active ? p.theme.colors.surfaceAlt : 'transparent')};
  overflow: hidden;
  span:last-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-family: ${(p) => p.theme.font.mono};
    font-size: 13px;
  }
`;

const Kind = styled.span`
  font-size: 11px;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${(p) => p.theme.colors.primary};
  min-width: 82px;
`;

export interface SearchBoxProps {
  adapter: SearchAdapter;
  placeholder?: string;
  /** Delay before the address-type lookup runs while typing. */
  lookupDelayMs?: number;
  autoFocus?: boolean;
  /** The smaller box of the bar under the header. */
  compact?: boolean;
  /** The '/' key (outside a text field) focuses this box. */
  focusOnSlash?: boolean;
}

/** True when a key press belongs to a field being typed in, so '/' must not be taken from it. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const el = target as HTMLElement;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || el.isContentEditable;
}

/** Promotes address suggestions to tokens when the lookup says so; a failed lookup keeps the address. */
async function withTokens(
  adapter: SearchAdapter,
  list: Suggestion[],
  signal?: AbortSignal,
): Promise<Suggestion[]> {
  return Promise.all(
    list.map(async (s) => {
      if (s.type !== 'address') return s;
      try {
        const t = await adapter.lookupType(s.value, signal);
        return t.type === 'token' && t.exists
          ? { ...s, type: 'token' as const, label: s.label.replace(/^Address/, 'Token') }
          : s;
      } catch (err) {
        if (!signal?.aborted) console.error('Error checking address type', err);
        return s;
      }
    }),
  );
}

export function SearchBox({
  adapter,
  placeholder = 'Search by address, transaction signature, block or token',
  lookupDelayMs = 250,
  autoFocus,
  compact,
  focusOnSlash,
}: SearchBoxProps) {
  const navigateTo = useNavigate();
  const entityPaths = useEntityPaths();
  const navigate = (target: SearchTarget) => {
    const to = searchPath(target, entityPaths);
    if (to !== undefined) navigateTo(to);
  };
  const { toast } = useToast();
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [busy, setBusy] = useState(false);
  /** The text whose server answers the list holds (null while they are pending). */
  const [remoteFor, setRemoteFor] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  // '/' anywhere but in a text field focuses the box (as on the explorers visitors know).
  useEffect(() => {
    if (!focusOnSlash) return;
    function onKey(e: globalThis.KeyboardEvent) {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return;
      const input = inputRef.current;
      if (!input?.isConnected) return;
      e.preventDefault();
      input.focus();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focusOnSlash]);

  // Suggestions while typing; the address lookup and the server's answers run after a short pause
  // and are cancelled by the next key. A block is offered only as the server answers for it: a
  // number alone says nothing of whether its block exists.
  useEffect(() => {
    const base = adapter.classify(text);
    const remote = adapter.suggestRemote;
    // A pasted link: its reader is loaded and asked after the pause.
    const link = Boolean(adapter.readLink) && base.length === 0 && text.includes('/');
    const block = remote ? base.find((s) => s.type === 'block') : undefined;
    const local = block ? base.filter((s) => s !== block) : base;
    setSuggestions(local);
    setRemoteFor(null);
    setActive(-1);
    // The coin's own name means the coin: no token whose name merely contains it is offered with it.
    const byName = Boolean(remote) && !link && base.length === 0 && text.trim().length >= 2;
    if (!local.some((s) => s.type === 'address') && !byName && !block && !link) return;
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      const read = link && adapter.readLink ? adapter.readLink(text).catch(() => []) : Promise.resolve(base);
      void read.then(async (found) => {
        const named = remote ? found.find((s) => s.type === 'block') : undefined;
        const own = named ? found.filter((s) => s !== named) : found;
        const more =
          remote && (named || byName)
            ? remote.call(adapter, named ? named.value : text, ctrl.signal, named?.slot).catch(() => [])
            : [];
        const [list, extra] = await Promise.all([withTokens(adapter, own, ctrl.signal), more]);
        if (ctrl.signal.aborted) return;
        setSuggestions([...list, ...extra]);
        setRemoteFor(text.trim());
      });
    }, lookupDelayMs);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [text, adapter, lookupDelayMs]);

  // Outside click closes the list.
  useEffect(() => {
    function onDown(e: MouseEvent) {
      if (formRef.current && !formRef.current.contains(e.target as Node)) setOpen(false);
    }
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, []);

  function go(s: Suggestion) {
    setOpen(false);
    setText('');
    navigate(adapter.target(s.type, s.value, s.value));
  }

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    const q = text.trim();
    if (!q) {
      toast({ title: 'Search Error', description: 'Please enter a search query', variant: 'destructive' });
      return;
    }
    if (open && active >= 0 && suggestions[active]) {
      go(suggestions[active]);
      return;
    }
    // The server has answered for this text: its suggestions are the ones to follow (several: pick).
    if (remoteFor === q && suggestions.length > 0) {
      if (suggestions.length === 1) go(suggestions[0]!);
      else {
        setOpen(true);
        setActive(0);
      }
      return;
    }
    setBusy(true);
    try {
      let found = adapter.classify(q);
      if (found.length === 0 && adapter.readLink && q.includes('/'))
        found = await adapter.readLink(q).catch(() => []);
      found = await withTokens(adapter, found);
      // A slot is no height: its block is the server's to find.
      if (found[0]?.slot && adapter.suggestRemote) {
        const slot = found[0].value;
        found = await adapter.suggestRemote(slot, undefined, true).catch(() => []);
      }
      if (found.length === 1) {
        go(found[0]);
        return;
      }
      if (found.length > 1) {
        setSuggestions(found);
        setOpen(true);
        return;
      }
      if (q.length > RESOLVE_MAX) {
        setOpen(false);
        setText('');
        navigate(adapter.target('unknown', q, q));
        return;
      }
      try {
        const r = await adapter.resolve(q);
        setOpen(false);
        setText('');
        navigate(
          r.type !== 'unknown' && r.value
            ? adapter.target(r.type, r.value, q)
            : adapter.target('unknown', q, q),
        );
      } catch {
        toast({
          title: 'Search Error',
          description: 'Failed to process search query',
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' && suggestions.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (e.key === 'ArrowUp' && suggestions.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  const showList = open && suggestions.length > 0;
  return (
    <Form ref={formRef} role="search" onSubmit={submit}>
      <Row>
        <Input
          ref={inputRef}
          $compact={compact}
          type="search"
          value={text}
          placeholder={placeholder}
          aria-label="Search"
          aria-keyshortcuts={focusOnSlash ? '/' : undefined}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <Submit type="submit" disabled={busy} $compact={compact}>
          Search
        </Submit>
      </Row>
      {showList && (
        <List id={listId} $compact={compact} role="listbox" aria-label="Search suggestions">
          {suggestions.map((s, i) => (
            <Option
              key={`${s.type}:${s.value}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              $active={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => go(s)}
            >
              <Kind>{s.type}</Kind>
              <span>{s.label}</span>
            </Option>
          ))}
        </List>
      )}
    </Form>
  );
}
