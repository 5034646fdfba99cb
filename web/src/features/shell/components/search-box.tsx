import { Input, InputGroup } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** The toolbar search: submits to /results?q=… (spec 1 §2 logged-in routes). */
export function SearchBox({ autoFocus = false, onSearch }: { autoFocus?: boolean; onSearch?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    void navigate(`/results?${new URLSearchParams({ q }).toString()}`);
    onSearch?.();
  };
  return (
    <form role="search" onSubmit={submit} style={{ flex: 1, maxWidth: '36rem' }}>
      <InputGroup startElement={<LuSearch aria-hidden />}>
        <Input
          type="search"
          size="sm"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          placeholder={t('search-placeholder')}
          aria-label={t('search')}
          bg="bg"
          autoFocus={autoFocus}
        />
      </InputGroup>
    </form>
  );
}
